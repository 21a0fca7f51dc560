/// An in-memory grid of styled cells: what one frame of the terminal shows.
///
/// Views draw into a screen; the ``ScreenRenderer`` compares it with the previous frame and
/// writes only the cells that changed. Tests read a screen back as text:
///
/// <!-- snippet: group doc-counter; body -->
/// ```swift
/// let screen = Screen(rendering: Text("Hello"), size: Size(width: 10, height: 1))
/// #expect(screen.text == "Hello")
/// ```
public struct Screen: Hashable, Sendable {
  public let size: Size
  private var cells: [Cell]
  /// While set, drawing only changes cells inside it: a scroll view's visible part.
  var clip: Rect?

  /// A blank screen of the given size.
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    self.cells = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  /// The cell at a column and row; both start at 0.
  public subscript(column: Int, row: Int) -> Cell {
    get { cells[row * size.width + column] }
    set { cells[row * size.width + column] = newValue }
  }

  /// The rows as strings, without trailing spaces.
  public var lines: [String] {
    (0..<size.height).map { row in
      var line = ""
      for column in 0..<size.width where !self[column, row].isContinuation {
        line.append(self[column, row].character)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The whole screen as text: rows joined by newlines, trailing blank rows dropped.
  public var text: String {
    var lines = self.lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Draws `string` from `(x, y)`, never past column `limit`; returns the columns used.
  ///
  /// A double-width character that would straddle the limit is not drawn, so the screen
  /// never holds half a character.
  @discardableResult
  mutating func draw(_ string: some StringProtocol, x: Int, y: Int, limit: Int? = nil, style: Style) -> Int {
    let bounds = self.bounds
    guard y >= bounds.y, y < bounds.maxY else { return 0 }
    let limit = min(limit ?? size.width, bounds.maxX)
    var column = x
    for character in string {
      let width = character.terminalWidth
      guard width > 0 else { continue }
      guard column + width <= limit else { break }
      if column >= bounds.x {
        self[column, y] = Cell(character, style: style)
        if width == 2 { self[column + 1, y] = .continuation(style: style) }
      }
      column += width
    }
    return column - x
  }

  /// Changes the style of the cells in a row span, keeping their characters.
  mutating func restyle(x: Int, y: Int, width: Int, with style: Style) {
    let bounds = self.bounds
    guard y >= bounds.y, y < bounds.maxY else { return }
    for column in max(bounds.x, x)..<max(max(bounds.x, x), min(bounds.maxX, x + width)) {
      self[column, y].style = self[column, y].style.merging(style)
    }
  }

  /// Blanks the cells of `rect`, so that what is drawn there next covers what was below.
  mutating func clear(_ rect: Rect) {
    let bounds = self.bounds
    let columns = max(bounds.x, rect.x)..<max(max(bounds.x, rect.x), min(bounds.maxX, rect.maxX))
    let rows = max(bounds.y, rect.y)..<max(max(bounds.y, rect.y), min(bounds.maxY, rect.maxY))
    for row in rows {
      for column in columns { self[column, row] = .blank }
    }
  }

  /// The cells drawing may change: the whole screen, or the clip inside it.
  private var bounds: Rect {
    let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
    return clip.map { screen.intersection($0) } ?? screen
  }
}
