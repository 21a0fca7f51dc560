/// The browser events a control can handle.
public enum WebEventKind: String, Sendable, Hashable, CaseIterable {
  /// A click on a button or link. The payload is empty.
  case click
  /// Each edit of a text field. The payload is the field's text.
  case input
  /// A committed change of a field, checkbox or select. The payload is its value (`"true"` or
  /// `"false"` for a checkbox).
  case change
  /// A form's submission. The payload is the form's fields, URL-encoded.
  case submit
  /// A dialog dismissed by the browser (the Escape key). The payload is empty.
  case cancel
}

/// What a control does with an event's payload. Runs on the main actor, in the session that
/// rendered the control.
public typealias WebEventHandler = @MainActor @Sendable (_ payload: String) -> Void
