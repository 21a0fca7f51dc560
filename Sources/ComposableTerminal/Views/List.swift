/// A scrolling column of rows, with an optional selection moved by ↑/↓, Page Up/Down and
/// Home/End while the list has focus.
///
/// A list fills the height its stack leaves it and scrolls to keep the selected row in
/// view. Rows come from a ``ForEach`` (each element is a row tagged with its id) or from
/// the views listed directly.
///
/// ```swift
/// List(store.syncUps, selection: $selection) { syncUp in
///   Text(syncUp.title)
/// }
/// ```
public struct List<SelectionValue: Hashable>: View, PrimitiveView {
  let selection: Binding<SelectionValue?>?
  let content: TupleView

  public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> TupleView) {
    self.selection = selection
    self.content = content()
  }

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

/// Draws the visible window of a list's rows, scrolled so the selected row shows.
struct ListNode: LayoutNode {
  let rows: [RowNode]
  let selectedRow: Int?
  let path: ViewPath
  let scrollKey: ViewPath

  /// Columns before each row for the selection marker.
  static let markerWidth = 2

  var flexibility: Flexibility { Flexibility(horizontal: true, vertical: true) }

  func sizeThatFits(width: Int) -> Size {
    let rowWidth = max(0, width - Self.markerWidth)
    let sizes = rows.map { $0.sizeThatFits(width: rowWidth) }
    return Size(
      width: min(width, (sizes.map(\.width).max() ?? 0) + Self.markerWidth),
      height: sizes.map(\.height).reduce(0, +)
    )
  }

  func draw(in rect: Rect, pass: RenderPass) {
    let rowWidth = max(0, rect.width - Self.markerWidth)
    let heights = rows.map { $0.sizeThatFits(width: rowWidth).height }
    var offset = min(pass.storage[scrollKey, default: 0], max(0, rows.count - 1))
    if let selectedRow {
      offset = Self.offset(keeping: selectedRow, visibleFrom: offset, heights: heights, height: rect.height)
    }
    pass.storage[scrollKey, default: 0] = offset
    let isFocused = pass.isFocused(path)
    var y = rect.y
    for index in rows.indices.dropFirst(offset) where y < rect.maxY {
      let height = min(heights[index], rect.maxY - y)
      let rowRect = Rect(x: rect.x + Self.markerWidth, y: y, width: rowWidth, height: height)
      rows[index].draw(in: rowRect, pass: pass)
      if index == selectedRow {
        pass.screen.draw("›", x: rect.x, y: y, limit: rect.maxX, style: Style(isBold: true))
        if isFocused {
          for row in y..<(y + height) {
            pass.screen.restyle(x: rect.x, y: row, width: rect.width, with: Style(isInverse: true))
          }
        }
      }
      y += heights[index]
    }
    if offset > 0 {
      pass.screen.draw("↑", x: rect.maxX - 1, y: rect.y, style: Style(isDim: true))
    }
    if !rows.isEmpty, heights[offset...].reduce(0, +) > rect.height {
      pass.screen.draw("↓", x: rect.maxX - 1, y: rect.maxY - 1, style: Style(isDim: true))
    }
  }

  /// The first visible row after scrolling the least from `offset` that shows `row` whole.
  static func offset(keeping row: Int, visibleFrom offset: Int, heights: [Int], height: Int) -> Int {
    if row < offset { return row }
    var offset = offset
    while offset < row, heights[offset...row].reduce(0, +) > height {
      offset += 1
    }
    return offset
  }
}
