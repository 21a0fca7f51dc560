/// A choice of one value among options, drawn on one line as `Theme: ‹ Bubblegum ›`.
///
/// While focused, ← and → pick the previous and next option, and Enter or Space the next
/// one, wrapping around. The options are the content's views tagged with ``View/tag(_:)``,
/// or the rows of a ``ForEach`` (tagged with their ids):
///
/// ```swift
/// Picker("Theme", selection: $store.syncUp.theme) {
///   ForEach(Theme.allCases) { theme in
///     Text(theme.name)
///   }
/// }
/// ```
public struct Picker<SelectionValue: Hashable>: View, PrimitiveView {
  let title: String
  let selection: Binding<SelectionValue>
  let content: TupleView

  /// A picker titled `title` that reads and writes `selection`.
  public init(
    _ title: some StringProtocol, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> TupleView
  ) {
    self.title = String(title)
    self.selection = selection
    self.content = content()
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let content = ResolvedView.resolve(self.content, at: path)
    views.append(ResolvedView(
      id: path, kind: .picker(title: title, selection: ResolvedSelection(selection), content: content)
    ))
  }
}
