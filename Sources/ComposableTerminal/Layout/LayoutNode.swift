/// A resolved, laid-out piece of a frame. Views turn into nodes once per frame; nodes
/// measure themselves and draw into the screen.
@MainActor
protocol LayoutNode {
  /// The size the node wants when at most `width` columns are available.
  func sizeThatFits(width: Int) -> Size
  var flexibility: Flexibility { get }
  /// Draws into `rect`, which may be smaller than the node's size: nodes clip to it.
  func draw(in rect: Rect, pass: RenderPass)
}
