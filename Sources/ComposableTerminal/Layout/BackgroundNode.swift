/// Draws its content, then gives every cell of its frame a background colour.
struct BackgroundNode: LayoutNode {
  let color: Color
  let content: any LayoutNode

  var flexibility: Flexibility { content.flexibility }
  func sizeThatFits(width: Int) -> Size { content.sizeThatFits(width: width) }

  func draw(in rect: Rect, pass: RenderPass) {
    content.draw(in: rect, pass: pass)
    for row in rect.y..<rect.maxY {
      pass.screen.restyle(x: rect.x, y: row, width: rect.width, with: Style(backgroundColor: color))
    }
  }
}
