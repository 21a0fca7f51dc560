/// Swift source for JSON values of a recording, where the JSON alone says what Swift would write.
///
/// Strings that read as UUIDs become `UUID(uuidString: "…")!`; an enum case without payload
/// (`{"idle":{}}`) becomes `.idle` and one with positional payloads (`{"set":{"_0":3}}`) becomes
/// `.set(3)`. Anything else the JSON cannot name the type of (a struct, a labeled enum payload,
/// whose labels' order JSON does not keep) is decoded from its JSON by `recordedValue(_:)`, whose
/// type Swift infers from where it is used.
enum RecordingSwiftLiteral {
  static func source(for value: RecordingJSON) -> String {
    self.readableSource(for: value) ?? self.decoding(value)
  }

  /// `try recordedValue(#"…"#)`, with an `@ObservableState` value's fields named as the type
  /// declares them (`recordedValue` finds their storage again).
  static func decoding(_ value: RecordingJSON) -> String {
    "try recordedValue(\(self.rawString(self.fieldNames(value).jsonText)))"
  }

  /// The value without `@ObservableState`'s storage names: an object with an observation
  /// registrar loses it, and its `_field` keys become `field`.
  static func fieldNames(_ value: RecordingJSON) -> RecordingJSON {
    switch value {
    case let .array(values):
      return .array(values.map(self.fieldNames))
    case let .object(object):
      let isObservable = object["_$observationRegistrar"] != nil
      var renamed: [String: RecordingJSON] = [:]
      for (key, child) in object {
        if isObservable, key.hasPrefix("_$") { continue }
        let name = isObservable ? RecordingStateChanges.fieldName(key) : key
        // A field and another one's storage of the same name cannot both be: keep both if so.
        renamed[object[name] != nil && name != key ? key : name] = self.fieldNames(child)
      }
      return .object(renamed)
    default:
      return value
    }
  }

  static func readableSource(for value: RecordingJSON) -> String? {
    switch value {
    case .null:
      return "nil"
    case let .bool(value):
      return "\(value)"
    case let .integer(value):
      return "\(value)"
    case let .unsigned(value):
      return "\(value)"
    case let .number(value):
      return value.isFinite ? "\(value)" : nil
    case let .string(value):
      return self.isUUID(value) ? "UUID(uuidString: \"\(value)\")!" : self.stringLiteral(value)
    case let .array(values):
      // Two integers may be a `Duration`, which no array literal makes.
      if values.count == 2, values.allSatisfy({ $0.isInteger }) {
        return self.durationSource(high: values[0], low: values[1])
      }
      let elements = values.map(self.readableSource(for:))
      guard !elements.contains(where: { $0 == nil }) else { return nil }
      return "[\(elements.compactMap { $0 }.joined(separator: ", "))]"
    case let .object(object):
      guard object.count == 1, object["$shared"] == nil, let (name, payload) = object.first,
        case let .object(arguments) = payload
      else { return nil }
      guard let name = RecordingSourceCheck.identifier(name) else { return nil }
      if arguments.isEmpty { return ".\(name)" }
      let positions = (0..<arguments.count).map { "_\($0)" }
      if Set(arguments.keys) == Set(positions) {
        let values = positions.map { self.readableSource(for: arguments[$0]!) }
        guard !values.contains(where: { $0 == nil }) else { return nil }
        return ".\(name)(\(values.compactMap { $0 }.joined(separator: ", ")))"
      }
      if arguments.count == 1, let (label, argument) = arguments.first,
        let label = RecordingSourceCheck.identifier(label),
        let source = self.readableSource(for: argument)
      {
        return ".\(name)(\(label): \(source))"
      }
      return nil
    }
  }

  /// `.seconds(240)` or `.milliseconds(1500)` for a `Duration` as `Codable` writes it, its
  /// attoseconds in two 64-bit halves (`[13,192327041775828992]`); `nil` for anything that is not a
  /// positive whole number of milliseconds, which two integers that are no duration won't be.
  static func durationSource(high: RecordingJSON, low: RecordingJSON) -> String? {
    let lowHalf: UInt64
    switch low {
    case let .integer(value) where value >= 0: lowHalf = UInt64(value)
    case let .unsigned(value): lowHalf = value
    default: return nil
    }
    guard case let .integer(high) = high, high >= 0 else { return nil }
    let attosecondsPerMillisecond: UInt64 = 1_000_000_000_000_000
    // The quotient fits in 64 bits when the high half is below the divisor.
    guard UInt64(high) < attosecondsPerMillisecond else { return nil }
    let (milliseconds, remainder) = attosecondsPerMillisecond.dividingFullWidth(
      (high: UInt64(high), low: lowHalf))
    guard remainder == 0, milliseconds > 0, milliseconds <= UInt64(Int.max) else { return nil }
    return milliseconds.isMultiple(of: 1000)
      ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
  }

  /// Whether a JSON object is an enum case as Swift's synthesized `Codable` writes it: one key,
  /// the case, whose value holds no payload or positional ones (`_0`, `_1`, …).
  static func isEnumCase(_ object: [String: RecordingJSON]) -> Bool {
    guard object.count == 1, case let .object(arguments)? = object.first?.value else {
      return false
    }
    // Only positional keys: an `@ObservableState` struct's keys start with `_` too (`_count`).
    return arguments.keys.allSatisfy {
      $0.hasPrefix("_") && $0.count > 1 && $0.dropFirst().allSatisfy(\.isNumber)
    }
  }

  static func stringLiteral(_ value: String) -> String {
    var literal = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20:
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// A raw string literal with more `#`s than the text has after any quote or backslash, so that
  /// the text can neither end it early (`"#`) nor interpolate (`\#(…)`), nor escape anything.
  static func rawString(_ text: String) -> String {
    var longestRun = 0
    var run: Int?
    for character in text {
      if character == "\"" || character == "\\" {
        run = 0
      } else if character == "#", let count = run {
        run = count + 1
        longestRun = max(longestRun, count + 1)
      } else {
        run = nil
      }
    }
    let delimiter = String(repeating: "#", count: longestRun + 1)
    return "\(delimiter)\"\(text)\"\(delimiter)"
  }

  private static func isUUID(_ value: String) -> Bool {
    let hexDigits = Set("0123456789abcdefABCDEF")
    let groups = value.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12]
      && groups.allSatisfy { $0.allSatisfy(hexDigits.contains) }
  }
}
