/// A view with a modifier that a host draws around its content (padding, a border, a
/// background): `modifier` makes the resolved kind from the resolved content.
struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let modifier: @MainActor (_ content: [ResolvedView]) -> ResolvedView.Kind

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: modifier(ResolvedView.resolve(content, at: path))))
  }
}
