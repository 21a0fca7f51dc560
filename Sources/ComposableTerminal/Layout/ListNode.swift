@_spi(Rendering) import ComposableViews

/// Draws the visible window of a list's rows, scrolled so the selected row shows. Rows are
/// built and measured only from the first visible one until the list is full.
struct ListNode: LayoutNode {
  let rows: ListRows
  let selectedRow: Int?
  let path: ViewPath
  let scrollKey: ViewPath

  /// Columns before each row for the selection marker.
  static let markerWidth = 2

  var flexibility: Flexibility { Flexibility(horizontal: true, vertical: true) }

  /// A list takes the width and height its stack gives it; it asks for one row, so that the
  /// views around it keep theirs.
  func sizeThatFits(width: Int) -> Size {
    Size(width: width, height: rows.count == 0 ? 0 : 1)
  }

  func draw(in rect: Rect, pass: RenderPass) {
    let rowWidth = max(0, rect.width - Self.markerWidth)
    var heights: [Int: Int] = [:]
    let height = { (index: Int) -> Int in
      if let height = heights[index] { return height }
      let height = rows.row(index).sizeThatFits(width: rowWidth).height
      heights[index] = height
      return height
    }
    var offset = min(pass.storage[scrollKey, default: 0], max(0, rows.count - 1))
    if let selectedRow {
      offset = Self.offset(keeping: selectedRow, visibleFrom: offset, height: rect.height, heights: height)
    }
    pass.storage[scrollKey, default: 0] = offset
    let isFocused = pass.drawsFocusable(path, in: rect)
    var y = rect.y
    var index = offset
    while index < rows.count, y < rect.maxY {
      let rowHeight = height(index)
      let rowRect = Rect(x: rect.x + Self.markerWidth, y: y, width: rowWidth, height: min(rowHeight, rect.maxY - y))
      rows.row(index).draw(in: rowRect, pass: pass)
      if index == selectedRow {
        pass.screen.draw("›", x: rect.x, y: y, limit: rect.maxX, style: Style(isBold: true))
        if isFocused {
          for row in y..<min(y + rowHeight, rect.maxY) {
            pass.screen.restyle(x: rect.x, y: row, width: rect.width, with: Style(isInverse: true))
          }
        }
      }
      y += rowHeight
      index += 1
    }
    if offset > 0 {
      pass.screen.draw("↑", x: rect.maxX - 1, y: rect.y, style: Style(isDim: true))
    }
    if y > rect.maxY || index < rows.count {
      pass.screen.draw("↓", x: rect.maxX - 1, y: rect.maxY - 1, style: Style(isDim: true))
    }
  }

  /// The first visible row after scrolling the least from `offset` that shows `row` whole:
  /// found by walking back from `row` while the rows fit, so only visible rows are measured.
  static func offset(keeping row: Int, visibleFrom offset: Int, height: Int, heights: (Int) -> Int) -> Int {
    if row < offset { return row }
    var start = row
    var used = heights(row)
    while start > offset {
      let previous = heights(start - 1)
      guard used + previous <= height else { break }
      used += previous
      start -= 1
    }
    return start
  }
}
