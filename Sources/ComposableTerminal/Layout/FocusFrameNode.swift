@_spi(Rendering) import ComposableViews

/// Records the frame of a container that takes focus itself (a scroll view with nothing
/// focusable inside), so arrows can move focus onto it by position.
struct FocusFrameNode: LayoutNode {
  let path: ViewPath
  let content: any LayoutNode

  var flexibility: Flexibility { content.flexibility }
  func sizeThatFits(width: Int) -> Size { content.sizeThatFits(width: width) }

  func draw(in rect: Rect, pass: RenderPass) {
    _ = pass.drawsFocusable(path, in: rect)
    content.draw(in: rect, pass: pass)
  }
}
