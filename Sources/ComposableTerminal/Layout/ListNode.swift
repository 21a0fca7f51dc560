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
