import CustomDump
import Observation

// Shared values are compared, hashed, identified, described and dumped by their values, so that
// state holding them stays equatable and readable in test failures.

// Every access to the value goes through its storage's lock, whatever the value's type.
extension Shared: @unchecked Sendable {}
extension SharedReader: @unchecked Sendable {}

// Reads of a shared value register with Observation, and its mutations notify: views and
// observation tracking can take one as an observable model.
extension Shared: Observable {}
extension SharedReader: Observable {}

extension Shared: Equatable where Value: Equatable {
  /// Whether the two shared values hold equal values.
  ///
  /// While a test store asserts a step, the left-hand side is the state the test expects and
  /// reads the value its assertion set, while the right-hand side reads the current value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    sharedValuesAreEqual(lhs.reference, rhs.reference)
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether the two shared readers hold equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    sharedValuesAreEqual(lhs.reference, rhs.reference)
  }
}

private func sharedValuesAreEqual<Value: Equatable>(
  _ lhs: any SharedReaderReference<Value>, _ rhs: any SharedReaderReference<Value>
) -> Bool {
  switch _SharedChangeTracker.scope?.mode {
  case let .asserting(pass)?:
    lhs.read(.expected(pass)) == rhs.read(.current)
  case .comparingWithAsserted?:
    lhs.read(.expected(.givenAsserted)) == rhs.read(.asserted)
  case .tracking?, nil:
    lhs.read(.current) == rhs.read(.current)
  }
}

extension Shared: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension SharedReader: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The id of the shared value.
  public var id: Value.ID { self.wrappedValue.id }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The id of the shared value.
  public var id: Value.ID { self.wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The type and where the value lives: `Shared<Int>(value: 0)`,
  /// `Shared<Int>(.appStorage("count"))`.
  public var description: String {
    "\(readableTypeName(Self.self))(\(self.reference))"
  }
}

extension SharedReader: CustomStringConvertible {
  /// The type and where the value lives: `SharedReader<Int>(.inMemory("count"))`.
  public var description: String {
    "\(readableTypeName(Self.self))(\(self.reference))"
  }
}

extension Shared: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: self.wrappedValue) }
}

extension SharedReader: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: self.wrappedValue) }
}

extension Shared: CustomDumpRepresentable {
  /// A shared value dumps as its value.
  public var customDumpValue: Any { self.wrappedValue }
}

extension SharedReader: CustomDumpRepresentable {
  /// A shared reader dumps as its value.
  public var customDumpValue: Any { self.wrappedValue }
}

// Identified by their root storage, as upstream's are: a projection (`$stats.count`) and its root
// are one object to a dump, so whichever is dumped second prints as a back-reference.
extension Shared: _CustomDiffObject {
  public var _customDiffValues: (Any, Any) { sharedDiffValues(self.reference) }
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self.reference.root) }
}

extension SharedReader: _CustomDiffObject {
  public var _customDiffValues: (Any, Any) { sharedDiffValues(self.reference) }
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self.reference.root) }
}

extension Shared {
  /// The identity of this shared value's own reference: a projection (`$stats.count`) has one of
  /// its own, unlike its `_objectIdentifier`, which names the root storage. A binding to a shared
  /// value is identified by it, so that bindings to two members of one root differ.
  @_spi(Navigation) public var _referenceIdentifier: ObjectIdentifier {
    ObjectIdentifier(self.reference)
  }
}

/// The values a diff shows for a shared value: while a test store asserts a step, the value the
/// test expects against the current one; otherwise, both are the current value.
private func sharedDiffValues<Value>(_ reference: any SharedReaderReference<Value>) -> (Any, Any) {
  switch _SharedChangeTracker.scope?.mode {
  case let .asserting(pass)?:
    (reference.read(.expected(pass)), reference.read(.current))
  case .comparingWithAsserted?:
    (reference.read(.expected(.givenAsserted)), reference.read(.asserted))
  case .tracking?, nil:
    (reference.read(.current), reference.read(.current))
  }
}
