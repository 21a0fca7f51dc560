import Foundation

/// Which version of a shared value a read wants, while a test store asserts a step.
enum ReadSide {
  /// The value as it is now.
  case current
  /// The value the test expects after the step (the test's assertion mutates it).
  case expected(_SharedChangeTracker.Pass)
  /// The value as the test last asserted it.
  case asserted
}

/// Where a shared value's storage lives: its value, lock, observers and persistence.
protocol SharedRoot: AnyObject, Sendable {
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  var saveError: (any Error)? { get }
  func load() async throws
  func save() async throws
  var keyDescription: String? { get }
  /// A number that tells this storage apart from every other one in the process, for the
  /// recordings that write which shared values point to one storage.
  var recordingID: Int { get }
  /// Tells the value's observers it changed, without changing it: the shared value they read is
  /// being pointed at another storage.
  func touch()
}

/// A shared value that can be read: the root storage or a path into it. Its description says
/// which (`value: 0`, `.inMemory("count")`, `<base>[dynamicMember: <key path>]`, …), as the
/// description of a `Shared` shows it.
protocol SharedReaderReference<Value>: AnyObject, Sendable, CustomStringConvertible {
  associatedtype Value
  var root: any SharedRoot { get }
  func read(_ side: ReadSide) -> Value
}

/// A shared value that can be read and mutated.
protocol SharedReference<Value>: SharedReaderReference {
  func modify<R>(_ body: (inout Value) throws -> R) rethrows -> R
}

extension SharedReaderReference {
  /// The value a read sees in the current context: what a test expects while it asserts, the
  /// current value otherwise.
  var contextualValue: Value {
    switch _SharedChangeTracker.scope?.mode {
    case let .asserting(pass)?: self.read(.expected(pass))
    case .comparingWithAsserted?: self.read(.expected(.givenAsserted))
    case .tracking?, nil: self.read(.current)
    }
  }
}

/// A member of a shared value, reached by a key path.
final class KeyPathReference<Base, Value>: SharedReference, @unchecked Sendable {
  let base: any SharedReference<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: any SharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: any SharedRoot { self.base.root }

  func read(_ side: ReadSide) -> Value {
    self.base.read(side)[keyPath: self.keyPath]
  }

  func modify<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try self.base.modify { try body(&$0[keyPath: self.keyPath]) }
  }

  var description: String { "\(self.base)[dynamicMember: \(self.keyPath)]" }
}

/// A reference one key path away from its root storage (`$syncUps[id: id]`), as a recording
/// needs to know to write a shared element as an element of its root.
protocol RootMemberReference {
  var isMemberOfRoot: Bool { get }
}

extension KeyPathReference: RootMemberReference {
  var isMemberOfRoot: Bool { (self.base as AnyObject) === (self.root as AnyObject) }
}

/// A reference that reads an element of its root's collection (`Shared($syncUps[id: id])`).
protocol RootElementReference {
  var isElementOfRoot: Bool { get }
}

extension UnwrappedReference: RootElementReference {
  var isElementOfRoot: Bool { (self.base as? any RootMemberReference)?.isMemberOfRoot ?? false }
}

/// A read-only member of a shared value, reached by a key path or a function.
final class ReadOnlyReference<Base, Value>: SharedReaderReference, @unchecked Sendable {
  let base: any SharedReaderReference<Base>
  let transform: (Base) -> Value
  let description: String

  init(
    base: any SharedReaderReference<Base>,
    description: String,
    transform: @escaping (Base) -> Value
  ) {
    self.base = base
    self.description = description
    self.transform = transform
  }

  /// A member of the base, reached by a key path.
  convenience init(base: any SharedReaderReference<Base>, keyPath: KeyPath<Base, Value>) {
    self.init(base: base, description: "\(base)[dynamicMember: \(keyPath)]") {
      $0[keyPath: keyPath]
    }
  }

  /// A value computed from the base.
  convenience init(
    base: any SharedReaderReference<Base>, map transform: @escaping (Base) -> Value
  ) {
    self.init(
      base: base, description: ".map(\(base), as: \(readableTypeName(Value.self)).self)",
      transform: transform
    )
  }

  var root: any SharedRoot { self.base.root }

  func read(_ side: ReadSide) -> Value {
    self.transform(self.base.read(side))
  }
}

/// A shared optional seen as its wrapped value. When the optional becomes `nil` (a row removed
/// from a shared array), it goes on with the last value seen: reads return it and mutations
/// change it, so that a feature still holding it (a screen being dismissed) keeps working.
final class UnwrappedReference<Value>: SharedReference, @unchecked Sendable {
  let base: any SharedReference<Value?>
  private let lock = NSLock()
  private var lastValue: Value

  init?(base: any SharedReference<Value?>) {
    guard let value = base.contextualValue else { return nil }
    self.base = base
    self.lastValue = value
  }

  /// Reads the base, which may be `nil` now (an element not added yet), going on from
  /// `lastValue` until it is not.
  init(base: any SharedReference<Value?>, lastValue: Value) {
    self.base = base
    self.lastValue = lastValue
  }

  var root: any SharedRoot { self.base.root }

  func read(_ side: ReadSide) -> Value {
    if let value = self.base.read(side) {
      self.lock.withLock { self.lastValue = value }
      return value
    }
    return self.lock.withLock { self.lastValue }
  }

  func modify<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try self.base.modify { optional in
      guard optional != nil else {
        var detached = self.lock.withLock { self.lastValue }
        let result = try body(&detached)
        self.lock.withLock { self.lastValue = detached }
        return result
      }
      let result = try body(&optional!)
      return result
    }
  }

  var description: String { "\(self.base)!" }
}
