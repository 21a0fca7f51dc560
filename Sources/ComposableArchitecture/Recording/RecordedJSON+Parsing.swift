import Foundation

extension RecordedJSON {
  /// Parses JSON text, as `JSONDecoder` would decode a `RecordedJSON` from it, without the
  /// decoder's trial and error: decoding tries an object, an array, then each kind of scalar, and
  /// each failed try builds an error, which made reading a recording's line cost milliseconds.
  init(parsing data: Data) throws {
    self = try data.withUnsafeBytes { buffer in
      var parser = RecordedJSONParser(bytes: buffer.bindMemory(to: UInt8.self))
      let value = try parser.value()
      parser.skipWhitespace()
      guard parser.index == parser.bytes.count else { throw parser.error("trailing characters") }
      return value
    }
  }
}

private struct RecordedJSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// How deep arrays and objects nest here; bounded, as `JSONDecoder` bounds it, so that
  /// malformed input cannot exhaust the stack.
  var depth = 0
  static let maximumDepth = 512

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  func error(_ reason: String) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: [], debugDescription: "Invalid JSON at byte \(self.index): \(reason)."
      )
    )
  }

  mutating func skipWhitespace() {
    while self.index < self.bytes.count,
      [0x20, 0x0A, 0x0D, 0x09].contains(self.bytes[self.index])
    {
      self.index += 1
    }
  }

  mutating func value() throws -> RecordedJSON {
    self.depth += 1
    defer { self.depth -= 1 }
    guard self.depth <= Self.maximumDepth else { throw self.error("nested too deeply") }
    self.skipWhitespace()
    guard self.index < self.bytes.count else { throw self.error("unexpected end") }
    switch self.bytes[self.index] {
    case UInt8(ascii: "{"):
      self.index += 1
      var object: [String: RecordedJSON] = [:]
      self.skipWhitespace()
      if self.consume(UInt8(ascii: "}")) { return .object(object) }
      repeat {
        self.skipWhitespace()
        let key = try self.string()
        self.skipWhitespace()
        guard self.consume(UInt8(ascii: ":")) else { throw self.error("expected ':'") }
        object[key] = try self.value()
        self.skipWhitespace()
      } while self.consume(UInt8(ascii: ","))
      guard self.consume(UInt8(ascii: "}")) else { throw self.error("expected '}'") }
      return .object(object)
    case UInt8(ascii: "["):
      self.index += 1
      var array: [RecordedJSON] = []
      self.skipWhitespace()
      if self.consume(UInt8(ascii: "]")) { return .array(array) }
      repeat {
        array.append(try self.value())
        self.skipWhitespace()
      } while self.consume(UInt8(ascii: ","))
      guard self.consume(UInt8(ascii: "]")) else { throw self.error("expected ']'") }
      return .array(array)
    case UInt8(ascii: "\""):
      return .string(try self.string())
    default:
      return try self.scalar()
    }
  }

  mutating func consume(_ byte: UInt8) -> Bool {
    guard self.index < self.bytes.count, self.bytes[self.index] == byte else { return false }
    self.index += 1
    return true
  }

  /// A string; one with escapes is decoded by `JSONDecoder`, which knows them all.
  mutating func string() throws -> String {
    guard self.consume(UInt8(ascii: "\"")) else { throw self.error("expected a string") }
    let start = self.index
    var isEscaped = false
    while self.index < self.bytes.count, self.bytes[self.index] != UInt8(ascii: "\"") {
      if self.bytes[self.index] == UInt8(ascii: "\\") {
        isEscaped = true
        self.index += 1
      }
      self.index += 1
    }
    guard self.index < self.bytes.count else { throw self.error("unterminated string") }
    let contents = UnsafeBufferPointer(rebasing: self.bytes[start..<self.index])
    self.index += 1
    guard isEscaped else { return String(decoding: contents, as: UTF8.self) }
    let quoted = UnsafeBufferPointer(rebasing: self.bytes[(start - 1)..<self.index])
    return try JSONDecoder().decode(String.self, from: Data(quoted))
  }

  /// `true`, `false`, `null` or a number, read as `RecordedJSON`'s decoding reads it: an integer
  /// as `Int64`, then `UInt64`, anything else as a `Double`.
  mutating func scalar() throws -> RecordedJSON {
    let start = self.index
    while self.index < self.bytes.count,
      ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09]
        .contains(self.bytes[self.index])
    {
      self.index += 1
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: self.bytes[start..<self.index]), as: UTF8.self
    )
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default: break
    }
    if let integer = Int64(text) { return .integer(integer) }
    if let unsigned = UInt64(text) { return .unsigned(unsigned) }
    if let number = Double(text), number.isFinite { return .number(number) }
    throw self.error("not a value: \(text)")
  }
}
