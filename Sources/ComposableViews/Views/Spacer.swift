/// Empty space that grows along its stack's axis, pushing the views around it apart.
public struct Spacer: View, PrimitiveView {
  let minLength: Int

  /// A spacer at least `minLength` cells long.
  public init(minLength: Int = 0) {
    self.minLength = minLength
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .spacer(minLength: minLength)))
  }
}
