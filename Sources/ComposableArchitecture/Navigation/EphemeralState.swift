/// State that is presented but has no logic of its own, such as ``AlertState`` and
/// ``ConfirmationDialogState``.
///
/// A presentation reducer dismisses ephemeral state as soon as an action is sent from it: tapping
/// any button of an alert closes the alert, as it does on screen.
public protocol _EphemeralState {}

/// Whether presented state is ephemeral: itself, or the payload of the enum case it is in (an
/// `alert` case of a destination enum).
func isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
