import ComposableArchitecture

/// The buttons of an alert or confirmation dialog, in order, with focus starting on the
/// cancel button; an "OK" that dismisses when there are none.
struct ButtonStateButtons<Action>: View, PrimitiveView {
  let buttons: [ButtonState<Action>]
  let send: @MainActor (PresentationAction<Action>) -> Void

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    guard !buttons.isEmpty else {
      let send = send
      return ResolvedView.append(Button("OK") { send(.dismiss) }, at: path, to: &views)
    }
    let cancelIndex = buttons.firstIndex { $0.role == .cancel }
    for (index, button) in buttons.enumerated() {
      let view = ButtonStateButton(button: button, send: send)
      let path = path.appending(index)
      guard index == cancelIndex else {
        ResolvedView.append(view, at: path, to: &views)
        continue
      }
      views.append(ResolvedView(id: path, kind: .prefersFocus(content: ResolvedView.resolve(view, at: path))))
    }
  }
}
