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

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let header = ResolvedView.resolve(self.header, at: path.appending("header"))
    let content = ResolvedView.resolve(self.content, at: path.appending("content"))
    views.append(ResolvedView(id: path, kind: .section(header: header, content: content)))
  }
}
