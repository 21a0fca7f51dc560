/// The editing rules of a `TextField`, kept apart from drawing so they are easy to test.
///
/// The cursor is kept as an offset in UTF-8 code units, which the standard library turns
/// into a string index in constant time: a key press costs the same in a long text as in a
/// short one.
struct TextEditing {
  var text: String
  /// A position between characters (grapheme clusters), in UTF-8 code units from the start.
  var cursor: Int

  /// An editor of `text` with the cursor at `cursor`, moved onto the text (its end when the
  /// offset is past it or inside a character).
  init(text: String, cursor: Int) {
    self.text = text
    let clamped = min(max(0, cursor), text.utf8.count)
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: clamped)
    self.cursor = index.samePosition(in: text) == nil ? text.utf8.count : clamped
  }

  /// The cursor as an index of `text`.
  var cursorIndex: String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: cursor)
  }

  /// Inserts `string` at the cursor and moves the cursor after it.
  mutating func insert(_ string: some StringProtocol) {
    text.insert(contentsOf: string, at: cursorIndex)
    cursor += string.utf8.count
  }

  /// Applies a key; returns whether the field used it.
  mutating func handle(_ key: Key) -> Bool {
    let index = cursorIndex
    switch key {
    case let .character(character):
      insert(String(character))
    case .backspace:
      guard index > text.startIndex else { return true }
      let previous = text.index(before: index)
      let removed = text.utf8.distance(from: previous, to: index)
      text.removeSubrange(previous..<index)
      cursor -= removed
    case .delete:
      guard index < text.endIndex else { return true }
      text.removeSubrange(index..<text.index(after: index))
    case .left:
      guard index > text.startIndex else { return true }
      cursor -= text.utf8.distance(from: text.index(before: index), to: index)
    case .right:
      guard index < text.endIndex else { return true }
      cursor += text.utf8.distance(from: index, to: text.index(after: index))
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = text.utf8.count
    default: return false
    }
    return true
  }
}
