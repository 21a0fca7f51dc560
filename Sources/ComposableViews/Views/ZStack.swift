/// Draws its content on top of each other, the first view at the back, each placed in the
/// stack's bounds by `alignment`: SwiftUI's `ZStack`.
///
/// <!-- snippet: group doc-counter; body -->
/// ```swift
/// let badge = ZStack(alignment: .topTrailing) {
///   Text("Inbox")
///   Text("3").bold()
/// }
/// ```
///
/// The stack is as large as its largest child. In a terminal a later child's characters replace
/// the earlier ones' where they overlap; a browser stacks them in one grid cell.
public struct ZStack: View, PrimitiveView {
  let alignment: Alignment
  let content: TupleView

  /// A stack of `content`, each child placed by `alignment` (centred by default).
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> TupleView) {
    self.alignment = alignment
    self.content = content()
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let children = ResolvedView.resolve(content, at: path)
    views.append(ResolvedView(id: path, kind: .zStack(alignment: alignment, children: children)))
  }
}
