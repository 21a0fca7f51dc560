extension View {
  /// The value this view stands for in a ``Picker`` or a ``List`` with a selection.
  ///
  /// ```swift
  /// Picker("Theme", selection: $store.theme) {
  ///   Text("Bubblegum").tag(Theme.bubblegum)
  ///   Text("Buttercup").tag(Theme.buttercup)
  /// }
  /// ```
  ///
  /// The rows of a ``ForEach`` are tagged with their elements' ids already.
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    TaggedView(content: self, tag: AnyHashable(tag))
  }
}

struct TaggedView<Content: View>: View, PrimitiveView {
  let content: Content
  let tag: AnyHashable

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    guard pass.isResolvingListRows else { return pass.nodes(for: content, path: path) }
    let nodes = pass.nodes(inStack: .vertical, for: content, path: path)
    let row = nodes.count == 1
      ? nodes[0] : StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
    return [RowNode(tag: tag, content: row)]
  }
}
