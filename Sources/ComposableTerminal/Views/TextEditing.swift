/// The editing rules of a ``TextField``, kept apart from drawing so they are easy to test.
struct TextEditing {
  var text: String
  /// A position between characters (grapheme clusters), from 0 to `text.count`.
  var cursor: Int

  init(text: String, cursor: Int) {
    self.text = text
    self.cursor = min(max(0, cursor), text.count)
  }

  /// Applies a key; returns whether the field used it.
  mutating func handle(_ key: Key) -> Bool {
    switch key {
    case let .character(character):
      text.insert(character, at: index(cursor))
      cursor += 1
    case .backspace:
      guard cursor > 0 else { return true }
      text.remove(at: index(cursor - 1))
      cursor -= 1
    case .delete:
      guard cursor < text.count else { return true }
      text.remove(at: index(cursor))
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = text.count
    default: return false
    }
    return true
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }
}
