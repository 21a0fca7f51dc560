@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A button, drawn as `[ Title (key) ]`: pressed with Enter or Space while focused, or
  /// with its key from anywhere on the screen.
  func buttonNode(_ button: ResolvedButton, path: ViewPath) -> any LayoutNode {
    let action = button.action
    register(Focusable(id: path) { key in
      guard key == .enter || key == " " else { return false }
      action()
      return true
    })
    if let key = button.key { registerShortcut(key, path: path, action: action) }
    let label = button.key.map { "[ \(button.title) (\($0)) ]" } ?? "[ \(button.title) ]"
    // The role's colour wins over a `foregroundStyle` around the button.
    let roleStyle = inheritedStyle.merging(button.role?.style ?? .plain)
    return LeafNode(
      measure: { width in Size(width: min(width, label.terminalWidth), height: 1) },
      render: { rect, pass in
        let focusStyle = pass.drawsFocusable(path, in: rect) ? Style(isBold: true, isInverse: true) : Style.plain
        let style = roleStyle.merging(focusStyle)
        pass.screen.draw(label, x: rect.x, y: rect.y, limit: rect.maxX, style: style)
      }
    )
  }
}

extension ButtonRole {
  /// How a button with this role is drawn when it is not focused.
  var style: Style {
    switch self {
    case .cancel: Style(isBold: true)
    case .destructive: Style(foregroundColor: .red)
    }
  }
}
