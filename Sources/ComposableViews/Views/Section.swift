/// A titled group of views: the header in bold, the content indented below it, and a footer,
/// dimmed, under the content.
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
///
/// SwiftUI's trailing-closure forms take a header, a footer or both:
///
/// <!-- snippet: fragment -->
/// ```swift
/// Section {
///   Text(syncUp.title)
/// } header: {
///   Text("Sync-up")
/// } footer: {
///   Text("Shared with \(syncUp.attendees.count) people")
/// }
/// ```
public struct Section: View, PrimitiveView {
  let header: TupleView
  let content: TupleView
  let footer: TupleView

  /// A section with `title` as its bold header.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> TupleView) {
    self.header = TupleView([Text(title).bold()])
    self.content = content()
    self.footer = TupleView([])
  }

  /// A section without a header or footer.
  public init(@ViewBuilder content: () -> TupleView) {
    self.init(content: content, header: { TupleView([]) }, footer: { TupleView([]) })
  }

  /// A section with a header of your own views.
  public init(@ViewBuilder content: () -> TupleView, @ViewBuilder header: () -> TupleView) {
    self.init(content: content, header: header, footer: { TupleView([]) })
  }

  /// A section with a footer of your own views, drawn dimmed below its content.
  public init(@ViewBuilder content: () -> TupleView, @ViewBuilder footer: () -> TupleView) {
    self.init(content: content, header: { TupleView([]) }, footer: footer)
  }

  /// A section with a header and a footer of your own views.
  public init(
    @ViewBuilder content: () -> TupleView, @ViewBuilder header: () -> TupleView,
    @ViewBuilder footer: () -> TupleView
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let header = ResolvedView.resolve(self.header, at: path.appending("header"))
    let content = ResolvedView.resolve(self.content, at: path.appending("content"))
    let footer = ResolvedView.resolve(self.footer, at: path.appending("footer"))
    views.append(ResolvedView(id: path, kind: .section(header: header, content: content, footer: footer)))
  }
}
