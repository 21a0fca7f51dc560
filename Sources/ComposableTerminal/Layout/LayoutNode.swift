/// Which axes a node grows along to fill space its stack has left over.
struct Flexibility: Hashable {
  var horizontal = false
  var vertical = false

  static let none = Flexibility()

  func along(_ axis: Axis) -> Bool { axis == .vertical ? vertical : horizontal }
}

/// The direction a stack lays out its children.
enum Axis: Hashable {
  case horizontal, vertical
}

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

/// A node whose measuring and drawing are given as closures: enough for every leaf view.
struct LeafNode: LayoutNode {
  var flexibility: Flexibility = .none
  let measure: @MainActor (Int) -> Size
  let render: @MainActor (Rect, RenderPass) -> Void

  func sizeThatFits(width: Int) -> Size { measure(width) }
  func draw(in rect: Rect, pass: RenderPass) { render(rect, pass) }
}
