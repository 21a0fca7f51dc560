/// The result of an `if` without `else`: its content, or nothing.
struct OptionalView: View, PrimitiveView {
  let content: (any View)?

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    content.map { pass.nodes(for: $0, path: path) } ?? []
  }
}

/// One branch of an `if`/`else` or `switch`; the branch is part of the identity, so state
/// such as a text field's cursor is not carried from one branch to the other.
struct ConditionalView: View, PrimitiveView {
  let isFirst: Bool
  let content: any View

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    pass.nodes(for: content, path: path.appending(isFirst))
  }
}
