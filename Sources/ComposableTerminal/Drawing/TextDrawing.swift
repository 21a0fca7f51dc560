extension LeafNode {
  /// Draws `content` in `style`, wrapped at word boundaries to the width it is given.
  static func text(_ content: String, style: Style) -> LeafNode {
    LeafNode(
      measure: { width in
        let lines = TextWrapping.lines(content, width: width)
        return Size(width: lines.map(\.terminalWidth).max() ?? 0, height: lines.count)
      },
      render: { rect, pass in
        for (offset, line) in TextWrapping.lines(content, width: rect.width).prefix(rect.height).enumerated() {
          pass.screen.draw(line, x: rect.x, y: rect.y + offset, limit: rect.maxX, style: style)
        }
      }
    )
  }
}
