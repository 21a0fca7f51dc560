/// A bordered box drawn over whatever is below it, placed on the screen by a presentation.
struct BoxNode: LayoutNode {
  let placement: Placement
  let content: any LayoutNode

  /// Where on the screen a box goes.
  enum Placement: Hashable {
    /// As small as its content, in the middle of the screen: an alert.
    case center
    /// As small as its content, at the bottom of the screen: a confirmation dialog.
    case bottom
    /// Nearly the whole screen, a margin showing the content below: a sheet.
    case fill
  }

  /// Columns between the border and the content on either side.
  static let padding = 1
  /// Columns (and half as many rows) left around a sheet.
  static let sheetMargin = 4

  var flexibility: Flexibility { content.flexibility }

  func sizeThatFits(width: Int) -> Size {
    let chrome = 2 + 2 * Self.padding
    let size = content.sizeThatFits(width: max(0, width - chrome))
    return Size(width: size.width + chrome, height: size.height + 2)
  }

  /// The box's frame on a screen of `bounds`.
  func frame(in bounds: Rect) -> Rect {
    if placement == .fill {
      let margin = bounds.width >= 4 * Self.sheetMargin ? Self.sheetMargin : 0
      let rows = bounds.height >= 2 * margin ? margin / 2 : 0
      return Rect(
        x: bounds.x + margin, y: bounds.y + rows,
        width: bounds.width - 2 * margin, height: bounds.height - 2 * rows)
    }
    let available = bounds.width - 2
    let size = sizeThatFits(width: available)
    let width = min(size.width, available)
    let height = min(size.height, bounds.height)
    let x = bounds.x + (bounds.width - width) / 2
    let y = placement == .center ? bounds.y + (bounds.height - height) / 2 : bounds.maxY - height
    return Rect(x: x, y: y, width: width, height: height)
  }

  func draw(in rect: Rect, pass: RenderPass) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    pass.screen.clear(rect)
    let horizontal = String(repeating: "─", count: rect.width - 2)
    pass.screen.draw("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: .plain)
    pass.screen.draw("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: .plain)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      pass.screen.draw("│", x: rect.x, y: row, style: .plain)
      pass.screen.draw("│", x: rect.maxX - 1, y: row, style: .plain)
    }
    let inset = 1 + Self.padding
    content.draw(
      in: Rect(x: rect.x + inset, y: rect.y + 1, width: max(0, rect.width - 2 * inset), height: rect.height - 2),
      pass: pass
    )
  }
}
