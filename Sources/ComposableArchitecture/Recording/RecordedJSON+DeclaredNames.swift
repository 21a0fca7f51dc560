import Foundation

// An `@ObservableState` struct's synthesized `Codable` conformance codes its macro's storage:
// `_title` for `title`, and the observation registrar as `_$observationRegistrar`. A recording
// writes such a value with its declared names (`{"title":"Groceries"}`), so that it does not
// depend on how the macro stores fields, and finds the storage names again when it decodes.

extension RecordedJSON {
  /// The value with every `@ObservableState` value's fields under their declared names: an object
  /// that holds an observation registrar loses it, and its `_field` keys become `field`.
  var declaredNames: RecordedJSON {
    switch self {
    case let .array(values):
      return .array(values.map(\.declaredNames))
    case let .object(object):
      let isObservable = object[RecordingFormat.registrarKey] != nil
      var renamed: [String: RecordedJSON] = [:]
      for (key, value) in object {
        guard isObservable else {
          renamed[key] = value.declaredNames
          continue
        }
        if key.hasPrefix("_$") { continue }
        var name = key
        // A field and another one's storage of the same name cannot both be: keep both if so.
        if key.hasPrefix("_"), object[String(key.dropFirst())] == nil { name.removeFirst() }
        renamed[name] = value.declaredNames
      }
      return .object(renamed)
    default:
      return self
    }
  }

  /// Renames the keys of the object at `path` for the storage key `key` that decoding missed:
  /// a missing observation registrar means an `@ObservableState` value, whose fields are all
  /// stored as `_field`; a field that is not (`@ObservationStateIgnored`) gets its name back.
  /// Returns `false` when there is nothing to rename.
  mutating func restoreStorageName(_ key: String, at path: some Collection<DeclaredNamePath>)
    -> Bool
  {
    if let first = path.first {
      switch (self, first) {
      // A field, or a dictionary's element under its key.
      case (var .object(object), let .key(name)), (var .object(object), let .element(name)):
        guard var child = object[name], child.restoreStorageName(key, at: path.dropFirst())
        else { return false }
        object[name] = child
        self = .object(object)
        return true
      case (var .array(array), .element):
        var restored = false
        for position in array.indices {
          restored = array[position].restoreStorageName(key, at: path.dropFirst()) || restored
        }
        guard restored else { return false }
        self = .array(array)
        return true
      default:
        return false
      }
    }
    guard case var .object(object) = self, object[key] == nil else { return false }
    if key == RecordingFormat.registrarKey {
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

/// A step of the path to a value that decoding found under its declared names: a key, or an
/// element of a collection: every element of an array (a path learnt from one element applies to
/// all), or the element of a dictionary under that key.
enum DeclaredNamePath: Hashable {
  case key(String)
  case element(String)
}

/// Decodes values recorded with declared names (see ``RecordedJSON/declaredNames``): each
/// decoding error that misses a storage key says where to rename, and the renames are kept, with
/// array indices generalised, for the values decoded next, so that a long recording (or a long
/// array of observable rows) is not decoded again for each of them.
final class DeclaredNameDecoder {
  private var renames: [(path: [DeclaredNamePath], key: String)] = []

  func decode<Value: Decodable>(
    _ type: Value.Type, from data: Data, with decoder: JSONDecoder
  ) throws -> Value {
    if self.renames.isEmpty {
      do {
        return try decoder.decode(Value.self, from: data)
      } catch let error as DecodingError {
        guard case .keyNotFound = error else { throw error }
      }
    }
    var json = try RecordedJSON(parsing: data)
    for rename in self.renames {
      _ = json.restoreStorageName(rename.key, at: rename.path)
    }
    let encoder = JSONEncoder()
    // Each failed attempt names the storage key a field's name stands for: rename and try again.
    // Each rename changes the value; the bound only guards against a type that decodes oddly.
    for _ in 0..<10_000 {
      do {
        return try decoder.decode(Value.self, from: encoder.encode(json))
      } catch let error as DecodingError {
        guard case let .keyNotFound(key, context) = error else { throw error }
        let path = context.codingPath.map { component -> DeclaredNamePath in
          component.intValue != nil ? .element(component.stringValue) : .key(component.stringValue)
        }
        guard json.restoreStorageName(key.stringValue, at: path) else { throw error }
        self.renames.append((path, key.stringValue))
      }
    }
    return try decoder.decode(Value.self, from: encoder.encode(json))
  }
}
