// Shared values encode as the value they hold, so that state holding them can be encoded (to
// save it, or to record a session with `_record(to:)`). Upstream's `Shared` does not declare
// these conformances; they are additions.
//
// A reference is not a value: the encoding keeps neither the key a shared value is persisted
// with nor which other states share it. A decoded shared value is a new reference that holds the
// decoded value, as `Shared(value:)` makes, and no other state shares it.
//
// A recording needs more: it encodes with `userInfo[._sharedReferences]` set, and a shared value
// then also writes which storage it points to (`{"$shared":{"reference":1},"value":…}`), so
// that decoding it with a `_SharedReferences` connects again what was connected.

/// The keys of a shared value encoded for a recording.
private enum SharedRecordingKeys: String, CodingKey {
  case shared = "$shared"
  case value
}

extension Shared: Encodable where Value: Encodable {
  /// Encodes the value the reference holds now, as the value itself would encode (in a
  /// recording, with where it points: see `CodingUserInfoKey._sharedReferences`).
  public func encode(to encoder: any Encoder) throws {
    let value = self.wrappedValue
    guard encoder.userInfo[._sharedReferences] != nil else {
      try value.encode(to: encoder)
      return
    }
    var container = encoder.container(keyedBy: SharedRecordingKeys.self)
    try container.encode(
      SharedReferenceRecord(of: self.reference, value: value), forKey: .shared
    )
    try container.encode(value, forKey: .value)
  }
}

extension Shared: Decodable where Value: Decodable {
  /// Decodes a value into a new reference, shared with no one and persisted nowhere; or, when
  /// the decoder's `userInfo[._sharedReferences]` holds a `_SharedReferences`, a value recorded
  /// with where it pointed into the reference that table gives it.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: SharedRecordingKeys.self),
      container.contains(.shared)
    {
      let record = try container.decode(SharedReferenceRecord.self, forKey: .shared)
      nonisolated(unsafe) let value = try container.decode(Value.self, forKey: .value)
      guard let references = decoder.userInfo[._sharedReferences] as? _SharedReferences else {
        self.init(value: value)
        return
      }
      self = try references.shared(for: record, value: value, codingPath: decoder.codingPath)
      return
    }
    // A value just decoded is new: nothing else holds it, though the compiler cannot tell it
    // apart from the decoder it came from.
    nonisolated(unsafe) let value = try Value(from: decoder)
    self.init(value: value)
  }
}

extension SharedReader: Encodable where Value: Encodable {
  /// Encodes the value the reader reads now, as the value itself would encode.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension SharedReader: Decodable where Value: Decodable {
  /// Decodes a value into a new reader of a constant value.
  public init(from decoder: any Decoder) throws {
    // As for `Shared`: a value just decoded is new.
    nonisolated(unsafe) let value = try Value(from: decoder)
    self.init(value: value)
  }
}
