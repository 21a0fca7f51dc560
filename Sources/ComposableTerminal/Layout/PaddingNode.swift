/// Keeps space around its content: rows above and below, columns before and after.
struct PaddingNode: LayoutNode {
  let top: Int
  let leading: Int
  let bottom: Int
  let trailing: Int
  let content: any LayoutNode

  var flexibility: Flexibility { content.flexibility }

  func sizeThatFits(width: Int) -> Size {
    let size = content.sizeThatFits(width: max(0, width - leading - trailing))
    return Size(width: min(width, size.width + leading + trailing), height: size.height + top + bottom)
  }

  func draw(in rect: Rect, pass: RenderPass) {
    let inner = Rect(
      x: rect.x + leading, y: rect.y + top,
      width: max(0, rect.width - leading - trailing), height: max(0, rect.height - top - bottom))
    guard inner.width > 0, inner.height > 0 else { return }
    content.draw(in: inner, pass: pass)
  }
}
