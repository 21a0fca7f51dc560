@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A list: its rows, of which only those on screen are built; ↑/↓ move the selection
  /// among the rows it accepts, or scroll a list without selection.
  func listNode(selection: ResolvedSelection?, rows: [ResolvedView], path: ViewPath) -> any LayoutNode {
    let rows = ListRows(listRows(for: rows))
    let storage = self.storage
    let scrollKey = path.appending("scroll")
    let selectedKey = path.appending("selected")
    let selectedRow = selection?.selectedTag().flatMap { tag in
      rows.index(of: tag, hint: storage[selectedKey, default: Int?.none])
    }
    storage[selectedKey, default: Int?.none] = selectedRow
    register(Focusable(id: path) { key in
      guard let selection else {
        return Self.scrollList(key, offset: &storage[scrollKey, default: 0], rowCount: rows.count)
      }
      guard let next = Self.selectionIndex(after: key, from: selectedRow, in: rows, accepts: selection.accepts) else {
        return false
      }
      if next != selectedRow, let tag = rows.tag(next), selection.accepts(tag) {
        selection.select(tag)
      }
      return true
    })
    return ListNode(rows: rows, selectedRow: selectedRow, path: path, scrollKey: scrollKey)
  }

  /// The selectable row a key moves to, or `nil` when the key leaves the list (↑ on the
  /// first row moves focus to the view above, ↓ on the last to the view below).
  static func selectionIndex(
    after key: Key, from current: Int?, in rows: ListRows, accepts: (AnyHashable) -> Bool
  ) -> Int? {
    func selectable(from start: Int, step: Int, moves: Int = 1) -> Int? {
      var found: Int?
      var index = start
      var remaining = moves
      while remaining > 0 {
        index += step
        guard index >= 0, index < rows.count else { break }
        if let tag = rows.tag(index), accepts(tag) {
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
  static func scrollList(_ key: Key, offset: inout Int, rowCount: Int) -> Bool {
    switch key {
    case .down where offset + 1 < rowCount: offset += 1
    case .up where offset > 0: offset -= 1
    default: return false
    }
    return true
  }
}
