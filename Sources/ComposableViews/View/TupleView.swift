/// Views listed one after another inside a builder; stacks lay them out in order.
public struct TupleView: View, PrimitiveView {
  let children: [any View]

  init(_ children: [any View]) {
    self.children = children
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    for (index, child) in children.enumerated() {
      ResolvedView.append(child, at: path.appending(index), to: &views)
    }
  }
}
