import Observation

/// Records reads and writes of a ``Perceptible`` type's properties, for
/// ``withPerceptionTracking(_:onChange:)`` and `withObservationTracking` to follow.
///
/// The ``Perceptible()`` macro stores one in each class it is applied to; write one by hand only
/// for a type that reports its own reads and writes:
///
/// ```swift
/// final class Counter: Perceptible, Observable {
///   private let registrar = PerceptionRegistrar()
///   private var _count = 0
///   var count: Int {
///     get {
///       registrar.access(self, keyPath: \.count)
///       return _count
///     }
///     set {
///       registrar.withMutation(of: self, keyPath: \.count) { _count = newValue }
///     }
///   }
/// }
/// ```
///
/// It wraps an `ObservationRegistrar`: the subject must also be `Observable`, as every type the
/// macro expands is. Reads and writes of a subject that is not are not tracked.
public struct PerceptionRegistrar: Sendable {
  private let registrar = ObservationRegistrar()

  /// Creates a registrar. Perception checking (a SwiftUI debugging aid) does not exist where the
  /// Observation module does, so the flag is accepted and has no effect.
  public init(isPerceptionCheckingEnabled: Bool = true) {}

  /// Records a read of `keyPath` on `subject`.
  @_disfavoredOverload
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    guard let observable = subject as? any Observable else { return }
    func open<S: Observable>(_ subject: S) {
      registrar.access(subject, keyPath: keyPath as! KeyPath<S, Member>)
    }
    open(observable)
  }

  /// Records that `keyPath` on `subject` is about to change.
  @_disfavoredOverload
  public func willSet<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    guard let observable = subject as? any Observable else { return }
    func open<S: Observable>(_ subject: S) {
      registrar.willSet(subject, keyPath: keyPath as! KeyPath<S, Member>)
    }
    open(observable)
  }

  /// Records that `keyPath` on `subject` has changed.
  @_disfavoredOverload
  public func didSet<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    guard let observable = subject as? any Observable else { return }
    func open<S: Observable>(_ subject: S) {
      registrar.didSet(subject, keyPath: keyPath as! KeyPath<S, Member>)
    }
    open(observable)
  }

  /// Runs `mutation` between a ``willSet(_:keyPath:)`` and a ``didSet(_:keyPath:)`` of
  /// `keyPath`.
  @_disfavoredOverload
  public func withMutation<Subject: Perceptible, Member, T>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> T
  ) rethrows -> T {
    willSet(subject, keyPath: keyPath)
    defer { didSet(subject, keyPath: keyPath) }
    return try mutation()
  }

  /// Records a read of `keyPath` on an `Observable` subject.
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Records that `keyPath` on an `Observable` subject is about to change.
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Records that `keyPath` on an `Observable` subject has changed.
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Runs `mutation` as a change of `keyPath` on an `Observable` subject.
  public func withMutation<Subject: Observable, Member, T>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> T
  ) rethrows -> T {
    try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }
}

extension PerceptionRegistrar: Codable {
  /// A registrar decodes as a new one: it holds no state worth saving.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// A registrar encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}

extension PerceptionRegistrar: Hashable {
  /// Registrars never make the values holding them unequal.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Registrars add nothing to the hash of the values holding them.
  public func hash(into hasher: inout Hasher) {}
}
