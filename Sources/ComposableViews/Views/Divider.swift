/// A thin line across a vertical stack, or down a horizontal one.
public struct Divider: View, PrimitiveView {
  /// A divider across (or down) the enclosing stack.
  public init() {}

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .divider))
  }
}
