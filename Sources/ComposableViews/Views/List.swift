/// A scrolling column of rows, with an optional selection moved by ↑/↓, Page Up/Down and
/// Home/End while the list has focus.
///
/// A list fills the height its stack leaves it and scrolls to keep the selected row in
/// view. Rows come from a ``ForEach`` (each element is a row tagged with its id) or from
/// the views listed directly. Only the rows on screen are built and drawn, so a list of
/// 10,000 rows costs what a list of a screenful does.
///
/// ```swift
/// List(
///   store.syncUps,
///   selection: Binding(get: { store.selection }, set: { store.selection = $0 })
/// ) { syncUp in
///   Text(syncUp.title)
/// }
/// ```
public struct List<SelectionValue: Hashable>: View, PrimitiveView {
  let selection: Binding<SelectionValue?>?
  let content: TupleView

  /// A list of the rows in `content`; ↑/↓ move `selection` among rows made by a ``ForEach``.
  public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> TupleView) {
    self.selection = selection
    self.content = content()
  }

  /// A row per element of `data`, selected by the element's id.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> TupleView
  ) where Data.Element: Identifiable, Data.Element.ID == SelectionValue {
    self.selection = selection
    self.content = TupleView([ForEach(data, content: rowContent)])
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let rows = ResolvedView.resolve(content, at: path)
    views.append(ResolvedView(id: path, kind: .list(selection: selection.map { ResolvedSelection(optional: $0) }, rows: rows)))
  }
}

extension List where SelectionValue == Never {
  /// A list whose rows are not selectable; ↑/↓ scroll it while it has focus.
  public init(@ViewBuilder content: () -> TupleView) {
    self.selection = nil
    self.content = content()
  }
}
