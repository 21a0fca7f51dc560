@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A toggle, drawn as `[x] Title`; Enter or Space flips it while focused.
  func toggleNode(title: String, isOn: Binding<Bool>, path: ViewPath) -> any LayoutNode {
    register(Focusable(id: path) { key in
      guard key == .enter || key == " " else { return false }
      isOn.wrappedValue.toggle()
      return true
    })
    return LeafNode(
      measure: { width in Size(width: min(width, title.terminalWidth + 4), height: 1) },
      render: { rect, pass in
        let label = (isOn.wrappedValue ? "[x] " : "[ ] ") + title
        let style = pass.drawsFocusable(path, in: rect) ? Style(isBold: true, isInverse: true) : Style.plain
        pass.screen.draw(label, x: rect.x, y: rect.y, limit: rect.maxX, style: style)
      }
    )
  }
}
