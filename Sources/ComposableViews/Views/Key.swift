/// A key press: a button's shortcut, or a key a host decoded from its input (the terminal's).
///
/// Printable keys arrive as ``character(_:)``; control chords such as Ctrl-C as
/// ``control(_:)`` with the lowercase letter. A string literal of one character makes a
/// `Key`, which keeps shortcuts short:
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
/// ```
///
/// Alt (Option) with a key arrives as ``alt(_:)``; text pasted into the terminal arrives
/// whole as ``paste(_:)``, which only a focused text field takes.
public enum Key: Hashable, Sendable {
  case character(Character)
  case control(Character)
  /// The key pressed with Alt held: `.alt("f")`.
  indirect case alt(Key)
  /// Text pasted into the terminal (bracketed paste), newlines and tabs included.
  case paste(String)
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
    case let .alt(key): "Alt-\(key)"
    case .paste: "Paste"
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
