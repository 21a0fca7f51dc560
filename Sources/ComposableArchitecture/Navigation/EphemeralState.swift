/// State that is presented but has no logic of its own, such as `AlertState` and
/// `ConfirmationDialogState`.
///
/// A presentation reducer dismisses ephemeral state as soon as an action is sent from it: tapping
/// any button of an alert closes the alert, as it does on screen.
public protocol _EphemeralState {}

/// Whether values of a type can be ephemeral at all: ephemeral types, and enums (whose cases
/// may hold one). Known from the type alone, so a reducer can ask once instead of per action.
func mayBeEphemeral(_ type: Any.Type) -> Bool {
  type is any _EphemeralState.Type || isEnumType(type)
}

/// Whether presented state is ephemeral: itself, or the payload of the enum case it is in (an
/// `alert` case of a destination enum).
@usableFromInline
func isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}

/// Whether an action of a destination enum is for the case its state is in, as the `@Reducer`
/// macro names them alike (`State.alert` and `Action.alert`). Values that are not enums match.
@usableFromInline
func isAction<State, Action>(_ action: Action, ofCaseOf state: State) -> Bool {
  guard let stateCase = enumCaseName(of: state), let actionCase = enumCaseName(of: action) else {
    return true
  }
  return stateCase == actionCase
}

func enumCaseName(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  return mirror.children.first?.label ?? String(describing: value)
}

/// Reports a modification through a `[case:]` subscript while the value is in another case (or
/// absent), as upstream words it.
func reportUnrelatedCaseModification(current: Any?) {
  let caseName = current.flatMap { enumCaseName(of: $0) }
  reportIssue("Can't modify unrelated case\(caseName.map { " \($0.debugDescription)" } ?? "")")
}

extension AlertState: _EphemeralState {}

extension ConfirmationDialogState: _EphemeralState {}
