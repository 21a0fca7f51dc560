/// Offsets its content from the leading edge.
struct InsetNode: LayoutNode {
  let leading: Int
  let content: any LayoutNode

  var flexibility: Flexibility { content.flexibility }

  func sizeThatFits(width: Int) -> Size {
    let size = content.sizeThatFits(width: max(0, width - leading))
    return Size(width: size.width + leading, height: size.height)
  }

  func draw(in rect: Rect, pass: RenderPass) {
    let inner = Rect(x: rect.x + leading, y: rect.y, width: max(0, rect.width - leading), height: rect.height)
    content.draw(in: inner, pass: pass)
  }
}
