/// A view that resolves to a primitive of ``ResolvedView`` instead of a body.
@MainActor
protocol PrimitiveView: View where Body == Never {
  /// Appends the resolved nodes of this view at `path` to `views`.
  func resolve(at path: ViewPath, into views: inout [ResolvedView])
}

extension PrimitiveView {
  public var body: Never {
    // `return` opts out of the `@ViewBuilder` the requirement would apply.
    return fatalError("\(Self.self) is drawn by its host and has no body")
  }
}
