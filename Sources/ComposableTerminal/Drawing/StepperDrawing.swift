@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A stepper, drawn as `Title [-|+]`; +/→ and -/← step it while focused.
  func stepperNode(
    title: String, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?, path: ViewPath
  ) -> any LayoutNode {
    register(Focusable(id: path) { key in
      switch key {
      case "+", "=", .right:
        onIncrement?()
      case "-", .left:
        onDecrement?()
      default:
        return false
      }
      return true
    })
    let label = title.isEmpty ? "" : title + " "
    let control = "[-|+]"
    return LeafNode(
      measure: { width in Size(width: min(width, label.terminalWidth + control.count), height: 1) },
      render: { rect, pass in
        let isFocused = pass.drawsFocusable(path, in: rect)
        let x = rect.x + pass.screen.draw(label, x: rect.x, y: rect.y, limit: rect.maxX, style: .plain)
        let style = isFocused ? Style(isBold: true, isInverse: true) : Style.plain
        pass.screen.draw(control, x: x, y: rect.y, limit: rect.maxX, style: style)
      }
    )
  }
}
