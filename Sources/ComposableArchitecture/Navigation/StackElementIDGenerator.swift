/// Hands out the ids of the elements pushed onto a ``StackState``.
///
/// The `stackElementID` dependency starts a new counter in every test, so tests can name the
/// elements of a stack `0`, `1`, `2`… in the order they were created.
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>

  /// A generator that counts up from 0.
  public static var incrementing: Self {
    Self(counter: LockIsolated(0))
  }

  /// Takes the next id.
  public func next() -> StackElementID {
    self.counter.withValue { generation in
      defer { generation += 1 }
      return StackElementID(generation: generation)
    }
  }

  /// The id ``next()`` will hand out, without taking it.
  public func peek() -> StackElementID {
    StackElementID(generation: self.counter.value)
  }

  /// A generator that hands out `id` next, then counts up from it, independently of this one.
  ///
  /// A test store runs an assertion closure with one, starting where the reducer's generator was
  /// before the step, so that elements the closure appends get the ids the reducer gave them.
  static func startingAt(_ id: StackElementID) -> Self {
    Self(counter: LockIsolated(id.generation))
  }

  /// Makes sure `id` is never handed out again, when it was given explicitly (by a test or a
  /// `.push(id:state:)` action).
  func skip(past id: StackElementID) {
    self.counter.withValue { $0 = max($0, id.generation + 1) }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}

extension DependencyValues {
  /// The generator of ``StackElementID``s used by ``StackState``.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
