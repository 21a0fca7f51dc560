import Foundation

// The `Codable` forms of the alert family, so that a feature whose state holds an alert or a
// confirmation dialog can be encoded (to save it, or to record a session with `_record(to:)`).
// Upstream's types do not declare these conformances; they are additions.
//
// A form holds what equality compares, and nothing else: the ids that each alert and button gets
// when it is created are not encoded, and a decoded one gets a new id.
//
//     {"buttons":[{"action":{"send":"confirmDeletion"},"label":"Yes","role":"destructive"},
//                 {"action":{"send":null},"label":"Nevermind","role":"cancel"}],
//      "message":"Are you sure?","title":"Delete?"}

extension TextState: Codable {
  /// Decodes text from the string it shows.
  public init(from decoder: any Decoder) throws {
    self.init(verbatim: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes text as the string it shows.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(String(state: self))
  }
}

extension ButtonStateRole: Codable {
  private static let names: KeyValuePairs<String, Self> = [
    "cancel": .cancel, "destructive": .destructive,
  ]

  /// Decodes a role from its name: `"cancel"` or `"destructive"`.
  public init(from decoder: any Decoder) throws {
    self = try decodeName(from: decoder, names: Self.names, kind: "a button role")
  }

  /// Encodes a role as its name: `"cancel"` or `"destructive"`.
  public func encode(to encoder: any Encoder) throws {
    try encodeName(of: self, to: encoder, names: Self.names)
  }
}

extension ConfirmationDialogStateTitleVisibility: Codable {
  private static let names: KeyValuePairs<String, Self> = [
    "automatic": .automatic, "hidden": .hidden, "visible": .visible,
  ]

  /// Decodes a title visibility from its name: `"automatic"`, `"hidden"` or `"visible"`.
  public init(from decoder: any Decoder) throws {
    self = try decodeName(from: decoder, names: Self.names, kind: "a title visibility")
  }

  /// Encodes a title visibility as its name: `"automatic"`, `"hidden"` or `"visible"`.
  public func encode(to encoder: any Encoder) throws {
    try encodeName(of: self, to: encoder, names: Self.names)
  }
}

/// Decodes a case of a payload-free enum from its name, one of `names`.
private func decodeName<Value>(
  from decoder: any Decoder, names: KeyValuePairs<String, Value>, kind: String
) throws -> Value {
  let container = try decoder.singleValueContainer()
  let name = try container.decode(String.self)
  guard let value = names.first(where: { $0.key == name })?.value else {
    throw DecodingError.dataCorruptedError(
      in: container, debugDescription: "\"\(name)\" is not \(kind)."
    )
  }
  return value
}

/// Encodes a case of a payload-free enum as its name in `names`, which lists every case.
private func encodeName<Value: Equatable>(
  of value: Value, to encoder: any Encoder, names: KeyValuePairs<String, Value>
) throws {
  var container = encoder.singleValueContainer()
  try container.encode(names.first(where: { $0.value == value })!.key)
}

private enum ButtonStateActionCodingKeys: String, CodingKey {
  case animatedSend
  case animation
  case send
}

extension ButtonStateAction: Encodable where Action: Encodable {
  /// Encodes `{"send": action}`, or `{"animatedSend": action, "animation": "easeInOut"}` (the
  /// animation as it describes itself).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ButtonStateActionCodingKeys.self)
    switch self.type {
    case let .send(action):
      try container.encode(action, forKey: .send)
    case let .animatedSend(action, animation):
      try container.encode(action, forKey: .animatedSend)
      try container.encodeIfPresent(animation.map { "\($0)" }, forKey: .animation)
    }
  }
}

extension ButtonStateAction: Decodable where Action: Decodable {
  /// Decodes the form ``encode(to:)`` writes. Where SwiftUI exists, an animation cannot be
  /// rebuilt from its description, and the decoded action sends without one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ButtonStateActionCodingKeys.self)
    if container.contains(.animatedSend) {
      let action = try container.decode(Action?.self, forKey: .animatedSend)
      #if canImport(SwiftUI)
        self = .send(action)
      #else
        let animation = try container.decodeIfPresent(String.self, forKey: .animation)
        self = .send(action, animation: animation.map(Animation.init(description:)))
      #endif
    } else {
      self = .send(try container.decode(Action?.self, forKey: .send))
    }
  }
}

private enum ButtonStateCodingKeys: String, CodingKey {
  case action
  case label
  case role
}

extension ButtonState: Encodable where Action: Encodable {
  /// Encodes the button's action, label and role.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ButtonStateCodingKeys.self)
    try container.encode(self.action, forKey: .action)
    try container.encode(self.label, forKey: .label)
    try container.encodeIfPresent(self.role, forKey: .role)
  }
}

extension ButtonState: Decodable where Action: Decodable {
  /// Decodes a button, which gets a new id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ButtonStateCodingKeys.self)
    let label = try container.decode(TextState.self, forKey: .label)
    self.init(
      role: try container.decodeIfPresent(ButtonStateRole.self, forKey: .role),
      action: try container.decode(ButtonStateAction<Action>.self, forKey: .action),
      label: { label }
    )
  }
}

private enum AlertStateCodingKeys: String, CodingKey {
  case buttons
  case message
  case title
  case titleVisibility
}

extension AlertState: Encodable where Action: Encodable {
  /// Encodes the alert's title, message and buttons.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AlertStateCodingKeys.self)
    try container.encode(self.buttons, forKey: .buttons)
    try container.encodeIfPresent(self.message, forKey: .message)
    try container.encode(self.title, forKey: .title)
  }
}

extension AlertState: Decodable where Action: Decodable {
  /// Decodes an alert, which gets a new id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AlertStateCodingKeys.self)
    let title = try container.decode(TextState.self, forKey: .title)
    self.init(title: { title })
    self.message = try container.decodeIfPresent(TextState.self, forKey: .message)
    self.buttons = try container.decode([ButtonState<Action>].self, forKey: .buttons)
  }
}

extension ConfirmationDialogState: Encodable where Action: Encodable {
  /// Encodes the dialog's title visibility, title, message and buttons.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AlertStateCodingKeys.self)
    try container.encode(self.buttons, forKey: .buttons)
    try container.encodeIfPresent(self.message, forKey: .message)
    try container.encode(self.title, forKey: .title)
    try container.encode(self.titleVisibility, forKey: .titleVisibility)
  }
}

extension ConfirmationDialogState: Decodable where Action: Decodable {
  /// Decodes a dialog, which gets a new id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AlertStateCodingKeys.self)
    let title = try container.decode(TextState.self, forKey: .title)
    self.init(
      titleVisibility: try container.decode(
        ConfirmationDialogStateTitleVisibility.self, forKey: .titleVisibility
      ),
      title: { title }
    )
    self.message = try container.decodeIfPresent(TextState.self, forKey: .message)
    self.buttons = try container.decode([ButtonState<Action>].self, forKey: .buttons)
  }
}
