/// An SF Symbol by name, and the Unicode glyph the hosts draw for it.
///
/// The table covers the symbols upstream's example apps use; every glyph is one terminal column
/// wide and has a text (not emoji) presentation, so columns line up in the terminal.
public struct SystemSymbol: Hashable, Sendable {
  /// The SF Symbol's name, such as `"play.circle"`.
  public let name: String
  /// The glyph drawn for it: its entry in ``glyphs``, else ``placeholder``.
  public let glyph: String

  /// The symbol named `name`.
  public init(name: String) {
    self.name = name
    self.glyph = Self.glyphs[name] ?? Self.placeholder
  }

  /// Whether the table has a glyph for this symbol.
  public var isKnown: Bool { Self.glyphs[name] != nil }

  /// What an unknown symbol draws: a dotted circle, neutral and one column wide.
  public static let placeholder = "◌"

  /// SF Symbol names and the glyphs drawn for them.
  public static let glyphs: [String: String] = [
    "timer": "◴", "clock": "◷", "alarm": "◶", "hourglass": "⧗",
    "paintpalette": "◍", "calendar": "▦",
    "person": "☺", "person.2": "⚇", "person.3": "⚇", "person.crop.circle": "☻",
    "mic": "♪", "mic.fill": "♪", "waveform": "∿", "speaker.wave.2": "♫",
    "play": "▶", "play.fill": "▶", "play.circle": "▷", "play.circle.fill": "▶",
    "pause": "‖", "pause.fill": "‖", "pause.circle": "‖",
    "stop": "■", "stop.fill": "■", "stop.circle": "□", "stop.circle.fill": "■",
    "forward": "»", "forward.fill": "⏵", "backward": "«", "backward.fill": "⏴",
    "minus": "−", "plus": "+", "minus.circle": "⊖", "plus.circle": "⊕", "plus.circle.fill": "⊕",
    "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.square": "☑", "square": "☐",
    "circle": "○", "circle.fill": "●",
    "trash": "⌫", "pencil": "✎", "square.and.pencil": "✎", "doc": "▤", "folder": "▭",
    "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
    "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "gear": "⚙", "gearshape": "⚙", "info.circle": "ⓘ", "questionmark.circle": "?",
    "exclamationmark.triangle": "⚠", "magnifyingglass": "⌕", "ellipsis": "…", "list.bullet": "≡",
    "line.3.horizontal": "≡", "house": "⌂", "envelope": "✉", "lock": "⚿",
    "bolt": "ϟ", "cloud": "☁", "sun.max": "☼", "moon": "☾",
  ]
}
