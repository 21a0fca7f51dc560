@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A dim line across the stack the divider is in.
  func dividerNode() -> any LayoutNode {
    let style = Style(isDim: true)
    if stackAxis == .horizontal {
      // A horizontal stack gives every child its full height, so one column is enough.
      return LeafNode(
        measure: { _ in Size(width: 1, height: 1) },
        render: { rect, pass in
          for row in rect.y..<rect.maxY {
            pass.screen.draw("│", x: rect.x, y: row, limit: rect.maxX, style: style)
          }
        }
      )
    }
    return LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { _ in Size(width: 0, height: 1) },
      render: { rect, pass in
        let line = String(repeating: "─", count: rect.width)
        pass.screen.draw(line, x: rect.x, y: rect.y, limit: rect.maxX, style: style)
      }
    )
  }
}
