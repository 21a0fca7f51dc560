import Foundation

/// Records the changes made to shared values while a test store runs a feature, so that the test
/// must assert them, and gives the test's assertion its own copy of each shared value to mutate.
///
/// Shared values are references: the state before a step and the state after it point to the same
/// storage, so comparing them alone cannot see a change. The tracker remembers each changed
/// storage's value as the test last asserted it. While the test store asserts a step, a shared
/// value on the left of `==` (the expected state) reads the value the test expects, the one on the
/// right (the actual state) reads the current value, and `withLock` in the assertion mutates the
/// expected value, never the storage.
///
/// This is the test store's hook; features and tests do not use it directly.
public final class _SharedChangeTracker: @unchecked Sendable {
  /// Which expectation an assertion builds: from the state as last asserted (exhaustive), or
  /// from the actual state (non-exhaustive, which only checks what the assertion sets).
  public enum Pass: Hashable, Sendable {
    case givenAsserted
    case givenActual
  }

  enum Mode: Sendable {
    case tracking
    case asserting(Pass)
    case comparingWithAsserted
  }

  struct Scope: Sendable {
    let tracker: _SharedChangeTracker
    let mode: Mode
  }

  @TaskLocal static var scope: Scope?

  private struct Change {
    let storage: AnyObject
    let assertedValue: Any
    /// Whether the feature wrote the value (with `withLock`, whatever it wrote), rather than only
    /// the test's assertion.
    var isWritten: Bool
  }

  private let lock = NSLock()
  private var changes: [ObjectIdentifier: Change] = [:]
  private var expectations: [Pass: [ObjectIdentifier: Any]] = [:]

  /// Creates a tracker; a test store has one for its lifetime.
  public init() {}

  /// Runs `operation` (sending an action to the store) with its shared mutations recorded, and
  /// those of the effects it starts.
  public func track<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$scope.withValue(Scope(tracker: self, mode: .tracking), operation: operation)
  }

  /// Runs `operation` (applying and checking a test's assertion) with `withLock` mutating the
  /// expected values of this pass, and comparisons reading them on their left-hand side.
  public func asserting<R>(_ pass: Pass, _ operation: () throws -> R) rethrows -> R {
    try Self.$scope.withValue(Scope(tracker: self, mode: .asserting(pass)), operation: operation)
  }

  /// Runs `operation` (comparing the expected state with the state as last asserted) with the
  /// right-hand side of comparisons reading the asserted values.
  public func comparingWithAsserted<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$scope.withValue(
      Scope(tracker: self, mode: .comparingWithAsserted), operation: operation
    )
  }

  /// Ends a step: the current values become the asserted ones.
  public func stepAsserted() {
    self.lock.withLock {
      self.changes.removeAll()
      self.expectations.removeAll()
    }
  }

  /// Whether the feature wrote a shared value since the last asserted step: a `withLock` counts
  /// as a change even when it wrote the value the storage already held.
  public var hasChanges: Bool {
    self.lock.withLock { self.changes.values.contains { $0.isWritten } }
  }

  func recordChange<Value>(of storage: SharedStorage<Value>) {
    let id = ObjectIdentifier(storage)
    let isRecorded = self.lock.withLock {
      guard self.changes[id] != nil else { return false }
      self.changes[id]?.isWritten = true
      return true
    }
    guard !isRecorded else { return }
    let value = storage.untrackedValue
    self.lock.withLock {
      if self.changes[id] == nil {
        self.changes[id] = Change(storage: storage, assertedValue: value, isWritten: true)
      } else {
        self.changes[id]?.isWritten = true
      }
    }
  }

  // The values are unwrapped before they are cast: casting a missing `Any?` to an optional
  // `Value` succeeds, with `nil`, which would stand for an asserted `nil`.
  func assertedValue<Value>(of storage: SharedStorage<Value>) -> Value? {
    self.lock.withLock {
      guard let change = self.changes[ObjectIdentifier(storage)] else { return nil }
      return change.assertedValue as? Value
    }
  }

  func expectedValue<Value>(of storage: SharedStorage<Value>, pass: Pass) -> Value? {
    let id = ObjectIdentifier(storage)
    return self.lock.withLock {
      if let expected = self.expectations[pass]?[id] {
        return expected as? Value
      }
      guard pass == .givenAsserted, let change = self.changes[id] else { return nil }
      return change.assertedValue as? Value
    }
  }

  func modifyExpectation<Value, R>(
    of storage: SharedStorage<Value>, pass: Pass, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    var value = self.expectedValue(of: storage, pass: pass) ?? storage.untrackedValue
    let result = try body(&value)
    self.lock.withLock {
      self.expectations[pass, default: [:]][ObjectIdentifier(storage)] = value
      if self.changes[ObjectIdentifier(storage)] == nil {
        // Keep the storage alive as long as its expectation is.
        self.changes[ObjectIdentifier(storage)] = Change(
          storage: storage, assertedValue: storage.untrackedValue, isWritten: false
        )
      }
    }
    return result
  }
}
