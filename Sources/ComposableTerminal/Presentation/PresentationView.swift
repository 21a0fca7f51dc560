/// Content with something presented over it, modally: an alert, a confirmation dialog or a
/// sheet. While `presented` is shown it has the keyboard to itself, and Esc calls `dismiss`
/// unless a view inside it handles Esc first.
struct PresentationView<Content: View>: View, PrimitiveView {
  let content: Content
  let presented: (any View)?
  let placement: BoxNode.Placement
  let dismiss: @MainActor () -> Void

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let content = pass.node(for: self.content, path: path.appending("content"))
    guard let presented else { return [content] }
    let presentedPath = path.appending("presented")
    let nodes = pass.presentModal(at: presentedPath) {
      let nodes = pass.withNavigationBar { pass.nodes(inStack: .vertical, for: presented, path: presentedPath) }
      // After the presented views, so that their own Esc handlers come first.
      pass.registerKeyHandler(.escape, path: presentedPath, action: dismiss)
      return nodes
    }
    let box = nodes.count == 1
      ? nodes[0] : StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
    return [OverlayNode(content: content, overlay: BoxNode(placement: placement, content: box))]
  }
}
