/// A view that draws nothing, for a branch or an argument that must be a view.
public struct EmptyView: View, PrimitiveView {
  /// A view that draws nothing.
  public init() {}

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {}
}
