/// Turns successive frames into the escape sequences that update a terminal, writing only
/// the cells that differ from the previous frame.
///
/// The first frame, and the first after a resize or ``invalidate()``, repaints everything.
public struct ScreenRenderer: Sendable {
  private var previous: Screen?
  /// Whether colours given by components are written as 24-bit colours rather than as the
  /// nearest of the sixteen named ones.
  public var trueColor: Bool

  /// A renderer whose first frame paints the whole screen; `trueColor` writes colours given
  /// by components as 24-bit colours (see ``terminalSupportsTrueColor(environment:)``).
  public init(trueColor: Bool = false) {
    self.trueColor = trueColor
  }

  /// Whether the terminal says it shows 24-bit colour: `COLORTERM` is `truecolor` or `24bit`.
  public static func terminalSupportsTrueColor(environment: [String: String]) -> Bool {
    let value = environment["COLORTERM"]?.lowercased()
    return value == "truecolor" || value == "24bit"
  }

  /// Forgets the previous frame so the next one is painted whole (after a resize, or when
  /// something else may have written to the terminal).
  public mutating func invalidate() {
    previous = nil
  }

  /// The output that turns the terminal from the previous frame into `screen`.
  public mutating func render(_ screen: Screen) -> String {
    defer { previous = screen }
    var output = ""
    var pen: Style?
    var cursor: (column: Int, row: Int)?
    let repaint = previous?.size != screen.size
    if repaint { output += ANSI.resetStyle + ANSI.clearScreen }
    for row in 0..<screen.size.height {
      for column in 0..<screen.size.width {
        let cell = screen[column, row]
        guard !cell.isContinuation else { continue }
        if !repaint, let previous, previous[column, row] == cell, !widthChanged(previous, screen, column, row) {
          continue
        }
        if repaint, cell == .blank { continue }
        if cursor == nil || cursor! != (column, row) {
          output += ANSI.moveCursor(column: column, row: row)
        }
        if pen != cell.style {
          output += cell.style.selectGraphicRendition(trueColor: trueColor)
          pen = cell.style
        }
        output.append(cell.character)
        cursor = (column + max(1, cell.character.terminalWidth), row)
      }
    }
    if pen != nil, pen != .plain { output += ANSI.resetStyle }
    return output
  }

  /// A wide character's right half may change without its left half changing (or the
  /// reverse); redraw the left half so the terminal shows the right one.
  private func widthChanged(_ old: Screen, _ new: Screen, _ column: Int, _ row: Int) -> Bool {
    column + 1 < new.size.width && old[column + 1, row].isContinuation != new[column + 1, row].isContinuation
  }
}
