/// A titled group of views: the header in bold, the content indented below it.
///
/// ```swift
/// Form {
///   Section("Timer") {
///     Toggle("Running", isOn: Binding(
///       get: { store.isTimerRunning },
///       set: { store.isTimerRunning = $0 }
///     ))
///   }
/// }
/// ```
public struct Section: View, PrimitiveView {
  let header: TupleView
  let content: TupleView

  /// Columns the content is indented under its header.
  static let indent = 2

  /// A section with `title` as its bold header.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> TupleView) {
    self.header = TupleView([Text(title).bold()])
    self.content = content()
  }

  /// A section with a header of your own views.
  public init(@ViewBuilder content: () -> TupleView, @ViewBuilder header: () -> TupleView) {
    self.header = header()
    self.content = content()
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let header = pass.nodes(inStack: .vertical, for: self.header, path: path.appending("header"))
    let content = StackNode(
      axis: .vertical, alignment: .leading, spacing: 0,
      children: pass.nodes(inStack: .vertical, for: self.content, path: path.appending("content"))
    )
    return [StackNode(
      axis: .vertical, alignment: .leading, spacing: 0,
      children: header + [InsetNode(leading: Self.indent, content: content)]
    )]
  }
}
