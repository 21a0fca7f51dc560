/// The identity of an element of a ``StackState``, stable for as long as the element is on the
/// stack.
///
/// Ids come from the `stackElementID` dependency, which counts from 0 in each test, so tests can
/// name elements with integer literals:
///
/// ```swift
/// await store.send(\.path[id: 0].detail.editButtonTapped) {
///   $0.path[id: 0]?.modify(\.detail) { $0.destination = .edit(…) }
/// }
/// ```
public struct StackElementID: Hashable, Sendable, Comparable {
  /// The element's position in the sequence of ids handed out.
  let generation: Int

  init(generation: Int) {
    self.generation = generation
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomDebugStringConvertible {
  public var debugDescription: String {
    "#\(self.generation)"
  }
}

extension StackElementID: CustomDumpStringConvertible {
  /// Ids dump as `#0`, `#1`, ….
  public var customDumpDescription: String {
    "#\(self.generation)"
  }
}

extension StackElementID: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(generation: try Int(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try self.generation.encode(to: encoder)
  }
}
