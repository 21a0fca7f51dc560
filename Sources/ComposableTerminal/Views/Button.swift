/// A control that performs an action when activated: with Enter (or Space) while focused,
/// or with its `key` from anywhere on the screen.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// Button("Get fact", key: "f") { store.send(.factButtonTapped) }
/// ```
///
/// Drawn as `[ Get fact (f) ]`, highlighted while focused; a ``ButtonRole`` colours it.
public struct Button: View, PrimitiveView {
  let title: String
  let role: ButtonRole?
  let key: Key?
  let action: @MainActor () -> Void

  /// A button titled `title` that calls `action`; `key`, if given, presses it from anywhere.
  public init(
    _ title: some StringProtocol, role: ButtonRole? = nil, key: Key? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = String(title)
    self.role = role
    self.key = key
    self.action = action
  }

  var label: String {
    guard let key else { return "[ \(title) ]" }
    return "[ \(title) (\(key)) ]"
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let action = action
    pass.register(Focusable(id: path) { key in
      guard key == .enter || key == " " else { return false }
      action()
      return true
    })
    if let key { pass.registerShortcut(key, path: path, action: action) }
    let label = label
    let roleStyle = role?.style ?? .plain
    return [LeafNode(
      measure: { width in Size(width: min(width, label.terminalWidth), height: 1) },
      render: { rect, pass in
        let focusStyle = pass.drawsFocusable(path, in: rect) ? Style(isBold: true, isInverse: true) : Style.plain
        let style = roleStyle.merging(focusStyle)
        pass.screen.draw(label, x: rect.x, y: rect.y, limit: rect.maxX, style: style)
      }
    )]
  }
}
