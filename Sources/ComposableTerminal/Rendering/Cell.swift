/// One character position of a ``Screen``.
public struct Cell: Hashable, Sendable {
  /// The character drawn here; a space for an empty cell.
  public var character: Character
  public var style: Style
  /// Whether this cell is the right half of the double-width character to its left.
  var isContinuation: Bool

  public init(_ character: Character = " ", style: Style = .plain) {
    self.character = character
    self.style = style
    self.isContinuation = false
  }

  static let blank = Cell()

  static func continuation(style: Style) -> Cell {
    var cell = Cell(" ", style: style)
    cell.isContinuation = true
    return cell
  }
}
