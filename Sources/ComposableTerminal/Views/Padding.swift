extension View {
  /// Adds `length` cells of space on the given sides: rows above and below, columns before
  /// and after. Without a length, one cell.
  ///
  /// ```swift
  /// Form { … }
  ///   .padding(.horizontal, 2)
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
    let length = max(0, length ?? 1)
    func side(_ edge: Edge.Set) -> Int { edges.contains(edge) ? length : 0 }
    return ModifiedNodeView(content: self) { node in
      PaddingNode(
        top: side(.top), leading: side(.leading), bottom: side(.bottom), trailing: side(.trailing),
        content: node)
    }
  }

  /// Adds `length` cells of space on every side.
  public func padding(_ length: Int) -> some View {
    padding(.all, length)
  }
}

/// Content whose nodes, taken together, are wrapped in one node: padding, a border, a
/// background.
struct ModifiedNodeView<Content: View>: View, PrimitiveView {
  let content: Content
  let wrap: @MainActor (any LayoutNode) -> any LayoutNode

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    [wrap(pass.node(for: content, path: path))]
  }
}
