import Foundation

/// Decodes a value a recording holds as JSON, for tests that `tca-recording` generates where Swift
/// source cannot name a value's type (structs, enum cases with labeled payloads); the type comes
/// from where the value is used.
///
/// ```swift
/// await store.send(.addButtonTapped) {
///   $0.destination = try recordedValue(#"{"add":{"_0":{"syncUp":{"title":""}}}}"#)
/// }
/// ```
///
/// An `@ObservableState` value is written with its fields' names (`{"title":""}`), as
/// `tca-recording` writes it, or with the names of their storage that its `Codable` conformance
/// uses (`{"_$observationRegistrar":{},"_title":""}`).
public func recordedValue<Value: Decodable>(_ json: String) throws -> Value {
  var value = try JSONDecoder().decode(RecordedJSON.self, from: Data(json.utf8))
  // Each failed attempt names the storage key a field's name stands for: rename and try again.
  for _ in 0..<10_000 {
    do {
      return try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    } catch {
      guard case let DecodingError.keyNotFound(key, context) = error,
        value.restoreStorageName(key.stringValue, at: context.codingPath[...])
      else { throw error }
    }
  }
  return try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
}

extension RecordedJSON {
  /// Renames the keys of the object at `path` for the storage key `key` that decoding missed:
  /// an observation registrar missing means an `@ObservableState` value, whose fields are all
  /// stored as `_field`; a field that is not (`@ObservationStateIgnored`) gets its name back.
  /// Returns `false` when there is nothing to rename.
  fileprivate mutating func restoreStorageName(
    _ key: String, at path: ArraySlice<any CodingKey>
  ) -> Bool {
    if let first = path.first {
      switch self {
      case var .object(object):
        guard var child = object[first.stringValue],
          child.restoreStorageName(key, at: path.dropFirst())
        else { return false }
        object[first.stringValue] = child
        self = .object(object)
        return true
      case var .array(array):
        guard let index = first.intValue, array.indices.contains(index),
          array[index].restoreStorageName(key, at: path.dropFirst())
        else { return false }
        self = .array(array)
        return true
      default:
        return false
      }
    }
    guard case var .object(object) = self, object[key] == nil else { return false }
    if key == "_$observationRegistrar" {
      object[key] = .object([:])
      for (name, value) in object where !name.hasPrefix("_") && !name.hasPrefix("$") {
        guard object["_\(name)"] == nil else { continue }
        object["_\(name)"] = value
        object[name] = nil
      }
    } else if key.hasPrefix("_"), let value = object[String(key.dropFirst())] {
      object[key] = value
      object[String(key.dropFirst())] = nil
    } else if let value = object["_\(key)"] {
      object[key] = value
      object["_\(key)"] = nil
    } else {
      return false
    }
    self = .object(object)
    return true
  }
}
