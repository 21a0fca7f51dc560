import ComposableArchitecture

/// The buttons of an alert or confirmation dialog, in order, with focus starting on the
/// cancel button; an "OK" that dismisses when there are none.
struct ButtonStateButtons<Action>: View, PrimitiveView {
  let buttons: [ButtonState<Action>]
  let send: @MainActor (PresentationAction<Action>) -> Void

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    guard !buttons.isEmpty else {
      let send = send
      return pass.nodes(for: Button("OK") { send(.dismiss) }, path: path)
    }
    let cancelIndex = buttons.firstIndex { $0.role == .cancel }
    return buttons.enumerated().flatMap { index, button in
      let view = ButtonStateButton(button: button, send: send)
      let path = path.appending(index)
      guard index == cancelIndex else { return pass.nodes(for: view, path: path) }
      return pass.preferFocus { pass.nodes(for: view, path: path) }
    }
  }
}
