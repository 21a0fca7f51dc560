/// The escape sequences this module writes (ECMA-48 / xterm).
enum ANSI {
  static let escape = "\u{1B}["
  static let resetStyle = escape + "0m"
  static let clearScreen = escape + "2J"
  static let hideCursor = escape + "?25l"
  static let showCursor = escape + "?25h"
  static let enterAlternateScreen = escape + "?1049h"
  static let leaveAlternateScreen = escape + "?1049l"
  /// Asks the terminal to mark pasted text with `ESC [ 200 ~` … `ESC [ 201 ~`.
  static let enableBracketedPaste = escape + "?2004h"
  static let disableBracketedPaste = escape + "?2004l"

  /// Moves the cursor to a zero-based column and row (the terminal counts from 1).
  static func moveCursor(column: Int, row: Int) -> String {
    escape + "\(row + 1);\(column + 1)H"
  }
}
