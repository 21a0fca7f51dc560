/// A node whose measuring and drawing are given as closures: enough for every leaf view.
struct LeafNode: LayoutNode {
  var flexibility: Flexibility = .none
  let measure: @MainActor (Int) -> Size
  let render: @MainActor (Rect, RenderPass) -> Void

  func sizeThatFits(width: Int) -> Size { measure(width) }
  func draw(in rect: Rect, pass: RenderPass) { render(rect, pass) }
}
