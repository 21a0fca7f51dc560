/// Empty space that grows along its stack's axis, pushing the views around it apart.
public struct Spacer: View, PrimitiveView {
  let minLength: Int

  /// A spacer at least `minLength` cells long.
  public init(minLength: Int = 0) {
    self.minLength = minLength
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    // Only along the axis: a spacer in a row must not make the row grow taller.
    let axis = pass.stackAxis
    return [LeafNode(
      flexibility: Flexibility(horizontal: axis == .horizontal, vertical: axis == .vertical),
      measure: { [minLength] _ in Size(width: minLength, height: minLength) },
      render: { _, _ in }
    )]
  }
}
