/// A row of a `List` that carries the selection value it stands for.
struct RowNode: LayoutNode {
  let tag: AnyHashable?
  let content: any LayoutNode

  var flexibility: Flexibility { .none }
  func sizeThatFits(width: Int) -> Size { content.sizeThatFits(width: width) }
  func draw(in rect: Rect, pass: RenderPass) { content.draw(in: rect, pass: pass) }
}
