// Shared values encode as the value they hold, so that state holding them can be encoded (to
// save it, or to record a session with `_record(to:)`). Upstream's `Shared` does not declare
// these conformances; they are additions.
//
// A reference is not a value: the encoding keeps neither the key a shared value is persisted
// with nor which other states share it. A decoded shared value is a new reference that holds the
// decoded value, as `Shared(value:)` makes, and no other state shares it.

extension Shared: Encodable where Value: Encodable {
  /// Encodes the value the reference holds now, as the value itself would encode.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension Shared: Decodable where Value: Decodable {
  /// Decodes a value into a new reference, shared with no one and persisted nowhere.
  public init(from decoder: any Decoder) throws {
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
