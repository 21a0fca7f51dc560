// Binding actions encode the field they set, as its key path describes itself, and the value, so
// that the actions of a feature with bindings can be recorded (`_record(to:)`). Upstream's
// `BindingAction` is not `Codable`; this is an addition.
//
//     {"keyPath":"\\SettingsFeature.State.isOn","value":true}
//
// A key path cannot be rebuilt from its description (a computed property, which each
// `@ObservableState` field is, describes itself only by an address), so binding actions are
// `Encodable` and not `Decodable`: a feature whose actions hold them records its sessions but does
// not replay them.

extension BindingAction: Encodable {
  private enum CodingKeys: String, CodingKey {
    case keyPath
    case value
  }

  /// Encodes the key path's description and the value; throws when the value is not
  /// `Encodable`, naming its type.
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
    try container.encode("\(self.keyPath)", forKey: .keyPath)
    try container.encode(value, forKey: .value)
  }
}
