/// An in-memory grid of styled cells: what one frame of the terminal shows.
///
/// Views draw into a screen; the ``ScreenRenderer`` compares it with the previous frame and
/// writes only the cells that changed. Tests read a screen back as text:
///
/// ```swift
/// let screen = Screen(rendering: Text("Hello"), size: Size(width: 10, height: 1))
/// #expect(screen.text == "Hello")
/// ```
public struct Screen: Hashable, Sendable {
  public let size: Size
  private var cells: [Cell]

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
    guard y >= 0, y < size.height else { return 0 }
    let limit = min(limit ?? size.width, size.width)
    var column = x
    for character in string {
      let width = character.terminalWidth
      guard width > 0 else { continue }
      guard column + width <= limit else { break }
      if column >= 0 {
        self[column, y] = Cell(character, style: style)
        if width == 2 { self[column + 1, y] = .continuation(style: style) }
      }
      column += width
    }
    return column - x
  }

  /// Changes the style of the cells in a row span, keeping their characters.
  mutating func restyle(x: Int, y: Int, width: Int, with style: Style) {
    guard y >= 0, y < size.height else { return }
    for column in max(0, x)..<min(size.width, x + width) {
      self[column, y].style = self[column, y].style.merging(style)
    }
  }
}
