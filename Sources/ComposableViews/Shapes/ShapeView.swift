/// A shape drawn with its paint: what `fill`, `stroke` and a shape's own body resolve to.
struct ShapeView: View, PrimitiveView {
  let shape: ResolvedShape

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .shape(shape)))
  }
}
