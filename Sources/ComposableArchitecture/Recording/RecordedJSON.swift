import Foundation

/// A JSON value, as a recording's encoder writes it: what a binding action's field is found in
/// while recording, and what a replayed binding action writes into.
///
/// Integers keep every digit (a `Duration`'s attoseconds do not fit a `Double`).
enum RecordedJSON: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  case unsigned(UInt64)
  case number(Double)
  case string(String)
  case array([RecordedJSON])
  case object([String: RecordedJSON])

  /// The JSON a value encodes as with the recording's encoder.
  init(encoding value: any Encodable, userInfo: [CodingUserInfoKey: any Sendable]) throws {
    let encoder = RecordingFormat.makeEncoder()
    encoder.userInfo = userInfo
    let data = try encoder.encode(value)
    self = try JSONDecoder().decode(RecordedJSON.self, from: data)
  }

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: RecordedJSONKey.self) {
      var object: [String: RecordedJSON] = [:]
      for key in container.allKeys {
        object[key.stringValue] = try container.decode(RecordedJSON.self, forKey: key)
      }
      self = .object(object)
    } else if var container = try? decoder.unkeyedContainer() {
      var array: [RecordedJSON] = []
      while !container.isAtEnd {
        array.append(try container.decode(RecordedJSON.self))
      }
      self = .array(array)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int64.self) {
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

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case let .bool(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .integer(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .unsigned(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .number(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .string(value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case let .array(values):
      var container = encoder.unkeyedContainer()
      for value in values { try container.encode(value) }
    case let .object(object):
      var container = encoder.container(keyedBy: RecordedJSONKey.self)
      for (key, value) in object {
        try container.encode(value, forKey: RecordedJSONKey(stringValue: key))
      }
    }
  }

  /// The value as a recording writes it: compact, keys sorted.
  var jsonText: String {
    (try? RecordingFormat.makeEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) }
      ?? "null"
  }

  /// The value at `path`; a missing key or index reads as `null`, as an absent optional encodes.
  subscript(path path: some Collection<RecordedPathComponent>) -> RecordedJSON {
    guard let first = path.first else { return self }
    switch (self, first) {
    case let (.object(object), .key(key)):
      return object[key]?[path: path.dropFirst()] ?? .null
    case let (.array(array), .index(index)) where array.indices.contains(index):
      return array[index][path: path.dropFirst()]
    default:
      return .null
    }
  }

  /// Writes `value` at `path`, where every component but the last exists; an index one past the
  /// end appends. Returns `false` when the path does not lead anywhere.
  mutating func replace(at path: some Collection<RecordedPathComponent>, with value: RecordedJSON)
    -> Bool
  {
    guard let first = path.first else {
      self = value
      return true
    }
    let rest = path.dropFirst()
    switch (self, first) {
    case (.object(var object), .key(let key)):
      if rest.isEmpty {
        // An optional that is `nil` is left out, as the synthesized `Encodable` leaves it out.
        object[key] = value == .null ? nil : value
      } else {
        guard var child = object[key], child.replace(at: rest, with: value) else { return false }
        object[key] = child
      }
      self = .object(object)
      return true
    case (.array(var array), .index(let index)):
      if rest.isEmpty, index == array.count {
        array.append(value)
      } else if array.indices.contains(index) {
        guard array[index].replace(at: rest, with: value) else { return false }
      } else {
        return false
      }
      self = .array(array)
      return true
    default:
      return false
    }
  }

  /// The path of a value that differs between `self` and `other`, as deep as the difference goes,
  /// or `nil` when they are equal.
  func firstDifference(from other: RecordedJSON) -> [RecordedPathComponent]? {
    switch (self, other) {
    case let (.object(lhs), .object(rhs)):
      for key in Set(lhs.keys).union(rhs.keys).sorted() {
        switch (lhs[key], rhs[key]) {
        case let (lhsValue?, rhsValue?):
          if let path = lhsValue.firstDifference(from: rhsValue) {
            return [.key(key)] + path
          }
        case (nil, nil):
          continue
        default:
          // A key that appears or disappears (an optional set or cleared) is the difference.
          return [.key(key)]
        }
      }
      return nil
    case let (.array(lhs), .array(rhs)):
      for index in 0..<max(lhs.count, rhs.count) {
        guard lhs.indices.contains(index), rhs.indices.contains(index) else {
          return [.index(index)]
        }
        if let path = lhs[index].firstDifference(from: rhs[index]) {
          return [.index(index)] + path
        }
      }
      return nil
    default:
      return self == other ? nil : []
    }
  }
}

/// A step of a path into a JSON value: a key of an object or an index of an array. It encodes as
/// the string or the integer itself: `["syncUp", "attendees", 0]`.
enum RecordedPathComponent: Codable, Hashable, Sendable, CustomStringConvertible {
  case key(String)
  case index(Int)

  var description: String {
    switch self {
    case let .key(key): key
    case let .index(index): "[\(index)]"
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let index = try? container.decode(Int.self) {
      self = .index(index)
    } else {
      self = .key(try container.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case let .key(key): try container.encode(key)
    case let .index(index): try container.encode(index)
    }
  }
}

struct RecordedJSONKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
