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

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let rows = ListRows(pass.listRows(for: content, path: path))
    let selection = selection
    let storage = pass.storage
    let scrollKey = path.appending("scroll")
    let selectedKey = path.appending("selected")
    let selectedRow = selection?.wrappedValue.flatMap { value in
      rows.index(of: AnyHashable(value), hint: storage[selectedKey, default: Int?.none])
    }
    storage[selectedKey, default: Int?.none] = selectedRow
    pass.register(Focusable(id: path) { key in
      guard let selection else {
        return Self.scroll(key, offset: &storage[scrollKey, default: 0], rowCount: rows.count)
      }
      guard let next = Self.selectionIndex(after: key, from: selectedRow, in: rows) else {
        return false
      }
      if next != selectedRow, let value = rows.tag(next) as? SelectionValue {
        selection.wrappedValue = value
      }
      return true
    })
    return [ListNode(rows: rows, selectedRow: selectedRow, path: path, scrollKey: scrollKey)]
  }

  /// The selectable row a key moves to, or `nil` when the key leaves the list (↑ on the
  /// first row moves focus to the view above, ↓ on the last to the view below).
  static func selectionIndex(after key: Key, from current: Int?, in rows: ListRows) -> Int? {
    func selectable(from start: Int, step: Int, moves: Int = 1) -> Int? {
      var found: Int?
      var index = start
      var remaining = moves
      while remaining > 0 {
        index += step
        guard index >= 0, index < rows.count else { break }
        if rows.tag(index) as? SelectionValue != nil {
          found = index
          remaining -= 1
        }
      }
      return found
    }
    let page = 10
    switch (key, current) {
    case (.down, nil), (.home, _): return selectable(from: -1, step: 1)
    case (.up, nil), (.end, _): return selectable(from: rows.count, step: -1)
    case let (.down, index?): return selectable(from: index, step: 1)
    case let (.up, index?): return selectable(from: index, step: -1)
    case let (.pageDown, index): return selectable(from: index ?? -1, step: 1, moves: page) ?? index
    case let (.pageUp, index): return selectable(from: index ?? rows.count, step: -1, moves: page) ?? index
    default: return nil
    }
  }

  /// Scrolls a list without selection by whole rows; stops at the ends so focus moves on.
  static func scroll(_ key: Key, offset: inout Int, rowCount: Int) -> Bool {
    switch key {
    case .down where offset + 1 < rowCount: offset += 1
    case .up where offset > 0: offset -= 1
    default: return false
    }
    return true
  }
}

extension List where SelectionValue == Never {
  /// A list whose rows are not selectable; ↑/↓ scroll it while it has focus.
  public init(@ViewBuilder content: () -> TupleView) {
    self.selection = nil
    self.content = content()
  }
}
