/// Views taken together without a layout of their own, so that modifiers apply to each: the
/// views are drawn where the group stands, as if written there.
///
/// <!-- snippet: fragment -->
/// ```swift
/// Group {
///   if let name = store.speaker { Text(name) } else { Text("Someone") }
/// }
/// .font(.title)
/// ```
public struct Group: View, PrimitiveView {
  let content: TupleView

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> TupleView) {
    self.content = content()
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    ResolvedView.append(content, at: path, to: &views)
  }
}
