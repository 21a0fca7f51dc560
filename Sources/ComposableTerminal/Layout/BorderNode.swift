/// Draws a line around its content, which it keeps one cell inside.
struct BorderNode: LayoutNode {
  let style: Style
  let content: any LayoutNode

  var flexibility: Flexibility { content.flexibility }

  func sizeThatFits(width: Int) -> Size {
    let size = content.sizeThatFits(width: max(0, width - 2))
    return Size(width: min(width, size.width + 2), height: size.height + 2)
  }

  func draw(in rect: Rect, pass: RenderPass) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let horizontal = String(repeating: "─", count: rect.width - 2)
    pass.screen.draw("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: style)
    pass.screen.draw("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: style)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      pass.screen.draw("│", x: rect.x, y: row, style: style)
      pass.screen.draw("│", x: rect.maxX - 1, y: row, style: style)
    }
    content.draw(in: Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2), pass: pass)
  }
}
