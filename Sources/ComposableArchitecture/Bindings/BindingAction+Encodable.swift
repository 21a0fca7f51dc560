import Foundation

// Binding actions are `Codable` so that the actions of a feature with bindings can be recorded
// (`_record(to:)`) and replayed. Upstream's `BindingAction` is not `Codable`; this is an addition.
//
// A key path cannot be rebuilt from text (a computed property, which each `@ObservableState` field
// is, describes itself only by an address), so a recording stores instead where in the state the
// binding wrote, found while recording by `BindingReducer`, and the value:
//
//     {"path":["syncUp"],"value":{"title":"Design",…}}
//
// Storage keys of observable state (`_syncUp`) are written as the fields' names (`syncUp`).
// `"path": null` means that the binding set a field to the value it had. Outside a recording, a
// binding action encodes its key path's description instead (`{"keyPath":"\\State.title",…}`),
// which nothing decodes.

extension BindingAction: Encodable {
  private enum CodingKeys: String, CodingKey {
    case keyPath
    case path
    case value
  }

  /// Encodes where the action writes and the value; throws when the value is not `Encodable`,
  /// naming its type, or, in a recording, when the field the action set could not be found.
  public func encode(to encoder: any Encoder) throws {
    guard let value = self.value as? any Encodable else {
      throw EncodingError.invalidValue(
        self.value,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription:
            "The value of \(self.keyPath), a \(typeName(type(of: self.value))), is not Encodable."
        )
      )
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    // A replayed action knows where it writes; one being recorded learns it from the recording.
    let recorded =
      self.recorded
      ?? (encoder.userInfo[.isRecording] as? Bool == true
        ? encoder.userInfo[.recordedBinding] as? RecordedBinding
          ?? .unresolved("no BindingReducer applied it")
        : nil)
    switch recorded {
    case let .resolved(path, _):
      try container.encode(path.map(\.fieldName), forKey: .path)
    case .unchanged:
      try container.encodeNil(forKey: .path)
    case let .unresolved(reason):
      throw EncodingError.invalidValue(
        self.value,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription:
            "The binding action \(self.customDumpDescription) cannot be recorded: \(reason)."
        )
      )
    case nil:
      try container.encode("\(self.keyPath)", forKey: .keyPath)
    }
    try container.encode(value, forKey: .value)
  }
}

extension BindingAction: Decodable where Root: Codable {
  /// Decodes a binding action from a recording: setting it writes the recorded value where the
  /// binding wrote while recording.
  ///
  /// Its key path is `\Root.self`, since the field's own key path cannot be rebuilt: a reducer
  /// that matches binding actions by key path (`case .binding(\.title):`) does not match it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.path) else {
      throw DecodingError.dataCorruptedError(
        forKey: .path, in: container,
        debugDescription:
          "A binding action recorded without the path of the field it sets cannot be replayed; "
          + "record the session again."
      )
    }
    let path =
      try container.decodeNil(forKey: .path)
      ? nil : try container.decode([RecordedPathComponent].self, forKey: .path)
    let value = try container.decode(RecordedJSON.self, forKey: .value)
    let keyPath: _SendableWritableKeyPath<Root, Root> = \Root.self
    let writer = RecordedValueWriter(Root.self)
    let write: (inout Root) -> Void = { root in
      guard let path, let newRoot = writer.replacing(root, at: path, with: value) as? Root
      else { return }
      root = newRoot
    }
    // It captures only Sendable values (the writer's closures code values and hold nothing);
    // `Root`'s metatype, which the compiler cannot prove Sendable, is only used to code.
    let set = unsafeBitCast(write, to: (@Sendable (inout Root) -> Void).self)
    self.init(
      keyPath: keyPath,
      set: set,
      value: value,
      valueIsEqualTo: { $0 as? RecordedJSON == value },
      recorded: path.map { .resolved($0, swiftKeyPath: nil) } ?? .unchanged
    )
  }
}

/// Writes a JSON value at a path of a value's JSON (field names as a recording writes them), by
/// encoding the value, replacing, and decoding it back; reports an issue when that fails.
///
/// Its closures, made where `Root`'s coding is at hand, only code values: it is `Sendable` so that
/// a binding action's setter can use them.
struct RecordedValueWriter: @unchecked Sendable {
  let rootName: String
  let encode: (Any) throws -> RecordedJSON
  let decode: (Data) throws -> Any

  init<Root: Codable>(_: Root.Type) {
    let userInfo: [CodingUserInfoKey: any Sendable] = [.isRecording: true]
    self.rootName = typeName(Root.self)
    self.encode = { try RecordedJSON(encoding: $0 as! Root, userInfo: userInfo) }
    self.decode = {
      let decoder = JSONDecoder()
      decoder.userInfo = userInfo
      return try decoder.decode(Root.self, from: $0)
    }
  }

  /// The root with the value written at the path, or `nil` (after reporting an issue).
  func replacing(_ root: Any, at path: [RecordedPathComponent], with value: RecordedJSON) -> Any? {
    do {
      var json = try self.encode(root)
      guard json.replace(at: json.storagePath(path), with: value) else {
        reportIssue(
          "A recorded binding action sets \(path.map(\.fieldName)), which \(self.rootName) does "
            + "not have."
        )
        return nil
      }
      return try self.decode(JSONEncoder().encode(json))
    } catch {
      reportIssue(error, "A recorded binding action could not set \(path.map(\.fieldName))")
      return nil
    }
  }
}

extension RecordedPathComponent {
  /// The component as a recording writes it: an observable field's storage key (`_title`) as the
  /// field's name.
  var fieldName: RecordedPathComponent {
    guard case let .key(key) = self, key.hasPrefix("_"), !key.hasPrefix("_$") else { return self }
    return .key(String(key.dropFirst()))
  }
}

extension RecordedJSON {
  /// A path of field names (`syncUp`) as the keys this value stores them under (`_syncUp` in
  /// observable state).
  func storagePath(_ path: some Collection<RecordedPathComponent>) -> [RecordedPathComponent] {
    guard let first = path.first else { return [] }
    guard case let .key(name) = first, case let .object(object) = self else {
      return [first] + self[path: [first]].storagePath(path.dropFirst())
    }
    let key: String
    if object[name] != nil {
      key = name
    } else if object["_" + name] != nil || object["_$observationRegistrar"] != nil {
      key = "_" + name
    } else {
      key = name
    }
    return [.key(key)] + (object[key] ?? .null).storagePath(path.dropFirst())
  }
}

/// A binding action, seen without its root type: what `swiftSource(of:)` needs to write it.
protocol RecordableBindingAction {
  var value: any Sendable { get }
  var recorded: RecordedBinding? { get }
}

extension BindingAction: RecordableBindingAction {}
