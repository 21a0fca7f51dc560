/// The values (strings, numbers, Booleans) a recorded feature's state has held so far: an action an
/// effect sent whose every value is among them was made from the feature's own values (a child's
/// `.delegate(.saved("Chores"))` from its title), not from something a dependency returned, so the
/// generated test asserts it like any other received action instead of asking for an override.
///
/// The state the step itself produces is not counted: a fetched fact that the reducer then stores
/// would otherwise look like the feature's own.
struct RecordingFeatureValues {
  private var seen: Set<Leaf> = []

  /// Adds the values of a state the feature held.
  mutating func read(_ state: RecordingJSON) {
    Self.visit(state, skippingIDs: false) { self.seen.insert($0) }
  }

  /// Whether every value the action carries (beyond integer ids and shared values, which the
  /// generator writes from the store) is one the feature's state held before it.
  func holdsEveryValue(of action: RecordingJSON) -> Bool {
    var holdsAll = true
    Self.visit(action, skippingIDs: true) { leaf in
      if holdsAll, !self.seen.contains(leaf) { holdsAll = false }
    }
    return holdsAll
  }

  /// A scalar of a recording, comparable across integer and floating-point spellings of a number.
  private enum Leaf: Hashable {
    case bool(Bool)
    case number(Double)
    case unsigned(UInt64)
    case string(String)
  }

  private static func visit(
    _ json: RecordingJSON, skippingIDs: Bool, _ body: (Leaf) -> Void
  ) {
    switch json {
    case .null:
      return
    case let .bool(value):
      body(.bool(value))
    case let .integer(value):
      body(.number(Double(value)))
    case let .unsigned(value):
      body(.unsigned(value))
    case let .number(value):
      body(.number(value))
    case let .string(value):
      body(.string(value))
    case let .array(elements):
      for element in elements { self.visit(element, skippingIDs: skippingIDs, body) }
    case let .object(object):
      if let (_, value) = RecordingStateChanges.sharedValue(json) {
        // An action holds a shared value as a reference to the store's; a state holds its value.
        if !skippingIDs { self.visit(value, skippingIDs: false, body) }
        return
      }
      for (key, value) in object where !(skippingIDs && key == "id" && value.isInteger) {
        self.visit(value, skippingIDs: skippingIDs, body)
      }
    }
  }
}
