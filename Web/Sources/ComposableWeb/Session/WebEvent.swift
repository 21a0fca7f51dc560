/// An event the browser reports on a control: the control's opaque id, what happened, and its
/// payload (a field's text, a form's fields).
public struct WebEvent: Sendable, Equatable {
  /// The id the session gave the control when it rendered it.
  public var controlID: String
  /// What happened.
  public var kind: WebEventKind
  /// The event's payload; see ``WebEventKind`` for each kind's.
  public var payload: String

  /// An event.
  public init(controlID: String, kind: WebEventKind, payload: String = "") {
    self.controlID = controlID
    self.kind = kind
    self.payload = payload
  }
}
