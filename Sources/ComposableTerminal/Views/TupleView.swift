/// Views listed one after another inside a builder; stacks lay them out in order.
public struct TupleView: View, PrimitiveView {
  let children: [any View]

  init(_ children: [any View]) {
    self.children = children
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    children.enumerated().flatMap { index, child in
      pass.nodes(for: child, path: path.appending(index))
    }
  }
}
