/// A scrolling column of rows, with an optional selection moved by ↑/↓, Page Up/Down and
/// Home/End while the list has focus.
///
/// A list fills the height its stack leaves it and scrolls to keep the selected row in
/// view. Rows come from a ``ForEach`` (each element is a row tagged with its id) or from
/// the views listed directly.
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
    let rows = pass.listRows(for: content, path: path).map { node in
      node as? RowNode ?? RowNode(tag: nil, content: node)
    }
    let tags = rows.map { $0.tag.flatMap { $0 as? SelectionValue } }
    let selection = selection
    let storage = pass.storage
    let scrollKey = path.appending("scroll")
    pass.register(Focusable(id: path) { key in
      guard let selection else {
        return Self.scroll(key, offset: &storage[scrollKey, default: 0], rowCount: rows.count)
      }
      let selectable = tags.compactMap { $0 }
      let current = selection.wrappedValue.flatMap { selectable.firstIndex(of: $0) }
      guard let next = Self.selectionIndex(after: key, from: current, count: selectable.count) else {
        return false
      }
      if next != current { selection.wrappedValue = selectable[next] }
      return true
    })
    return [ListNode(
      rows: rows,
      selectedRow: selection?.wrappedValue.flatMap { value in tags.firstIndex { $0 == value } },
      path: path,
      scrollKey: scrollKey
    )]
  }

  /// The selectable row a key moves to, or `nil` when the key leaves the list (↑ on the
  /// first row moves focus to the view above, ↓ on the last to the view below).
  static func selectionIndex(after key: Key, from current: Int?, count: Int) -> Int? {
    guard count > 0 else { return nil }
    let page = 10
    switch (key, current) {
    case (.down, nil), (.home, _): return 0
    case (.up, nil), (.end, _): return count - 1
    case let (.down, index?): return index + 1 < count ? index + 1 : nil
    case let (.up, index?): return index > 0 ? index - 1 : nil
    case let (.pageDown, index): return min(count - 1, (index ?? -1) + page)
    case let (.pageUp, index): return max(0, (index ?? count) - page)
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
