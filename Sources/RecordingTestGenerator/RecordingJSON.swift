import Foundation

/// A JSON value of a recording, as `tca-recording` reads it: without the Swift types that wrote it.
public enum RecordingJSON: Equatable, Decodable, Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  /// An integer above `Int.max` (a `Duration`'s attoseconds are written as two 64-bit halves).
  case unsigned(UInt64)
  case number(Double)
  case string(String)
  case array([RecordingJSON])
  case object([String: RecordingJSON])

  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: Key.self) {
      var object: [String: RecordingJSON] = [:]
      for key in container.allKeys {
        object[key.stringValue] = try container.decode(RecordingJSON.self, forKey: key)
      }
      self = .object(object)
    } else if var container = try? decoder.unkeyedContainer() {
      var array: [RecordingJSON] = []
      while !container.isAtEnd {
        array.append(try container.decode(RecordingJSON.self))
      }
      self = .array(array)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int.self) {
        self = .integer(value)
      } else if let value = try? container.decode(UInt64.self) {
        self = .unsigned(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else {
        self = .string(try container.decode(String.self))
      }
    }
  }

  /// Whether it is an integer, signed or not.
  var isInteger: Bool {
    switch self {
    case .integer, .unsigned: true
    default: false
    }
  }

  /// The value as compact JSON with sorted keys, as the recording wrote it.
  public var jsonText: String {
    switch self {
    case .null: "null"
    case let .bool(value): "\(value)"
    case let .integer(value): "\(value)"
    case let .unsigned(value): "\(value)"
    case let .number(value): "\(value)"
    case let .string(value): Self.quoted(value)
    case let .array(values): "[\(values.map(\.jsonText).joined(separator: ","))]"
    case let .object(object):
      "{"
        + object.sorted { $0.key < $1.key }
        .map { "\(Self.quoted($0.key)):\($0.value.jsonText)" }
        .joined(separator: ",")
        + "}"
    }
  }

  private static func quoted(_ string: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return (try? encoder.encode(string)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
