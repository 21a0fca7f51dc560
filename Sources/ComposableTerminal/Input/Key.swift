/// A key press decoded from the terminal's input.
///
/// Printable keys arrive as ``character(_:)``; control chords such as Ctrl-C as
/// ``control(_:)`` with the lowercase letter. A string literal of one character makes a
/// `Key`, which keeps shortcuts short:
///
/// ```swift
/// Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
/// ```
public enum Key: Hashable, Sendable {
  case character(Character)
  case control(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case insert, delete, backspace
  case tab, backTab
  case enter, escape
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral character: Character) {
    self = .character(character)
  }
}

extension Key: CustomStringConvertible {
  /// How the key is shown next to a button title, e.g. `+` or `Esc`.
  public var description: String {
    switch self {
    case let .character(character): String(character)
    case let .control(character): "Ctrl-\(character.uppercased())"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .insert: "Ins"
    case .delete: "Del"
    case .backspace: "Backspace"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .enter: "Enter"
    case .escape: "Esc"
    }
  }
}
