@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A spacer: flexible only along the stack it is in, so that a spacer in a row does not
  /// make the row grow taller.
  func spacerNode(minLength: Int) -> any LayoutNode {
    let axis = stackAxis
    return LeafNode(
      flexibility: Flexibility(horizontal: axis == .horizontal, vertical: axis == .vertical),
      measure: { _ in Size(width: minLength, height: minLength) },
      render: { _, _ in }
    )
  }
}
