extension RecordedJSON {
  /// Whether two JSON values are the same value. A number is the same whichever case holds it:
  /// `77777777777777727.777` decodes as a `Double`, encodes as `7.777777777777773e+16`, and that
  /// decodes as the integer 77777777777777730, so a recorded value must still equal itself after
  /// a round trip. An integer and a `Double` are compared as `Double`s, the precision the
  /// `Double` had.
  static func == (lhs: RecordedJSON, rhs: RecordedJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null):
      return true
    case let (.bool(a), .bool(b)):
      return a == b
    case let (.string(a), .string(b)):
      return a == b
    case let (.array(a), .array(b)):
      return a == b
    case let (.object(a), .object(b)):
      return a == b
    case let (.integer(a), .integer(b)):
      return a == b
    case let (.unsigned(a), .unsigned(b)):
      return a == b
    case let (.number(a), .number(b)):
      return a == b
    case let (.integer(a), .unsigned(b)), let (.unsigned(b), .integer(a)):
      return UInt64(exactly: a) == b
    case let (.integer(a), .number(b)), let (.number(b), .integer(a)):
      return Double(a) == b
    case let (.unsigned(a), .number(b)), let (.number(b), .unsigned(a)):
      return Double(a) == b
    default:
      return false
    }
  }
}
