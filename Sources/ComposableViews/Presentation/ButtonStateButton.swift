import ComposableArchitecture

/// A button of an alert or confirmation dialog, drawn from its `ButtonState`.
///
/// It sends the button's action wrapped in `.presented`, or `.dismiss` when the button has
/// no action (a plain "Cancel"); either way the presentation reducer then dismisses the
/// alert.
struct ButtonStateButton<Action>: View {
  let button: ButtonState<Action>
  let send: @MainActor (PresentationAction<Action>) -> Void

  var body: some View {
    let action = button.action.action.map(PresentationAction.presented) ?? .dismiss
    Button(String(state: button.label), role: button.role.map(ButtonRole.init)) {
      send(action)
    }
  }
}

extension ButtonRole {
  /// The view role of a `ButtonState`'s role.
  init(_ role: ButtonStateRole) {
    switch role {
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
