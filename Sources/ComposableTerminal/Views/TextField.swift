/// An editable line of text with a cursor.
///
/// While focused, typed characters (any Unicode text) are inserted at the cursor,
/// Backspace and Delete remove the character before or under it, and ←/→/Home/End move
/// it. ↑, ↓ and Tab move focus on. The title is shown as a placeholder while the text is
/// empty.
///
/// ```swift
/// TextField("Title", text: Binding(get: { store.title }, set: { store.title = $0 }))
/// ```
public struct TextField: View, PrimitiveView {
  let title: String
  let text: Binding<String>

  /// The narrowest a field is drawn, so an empty one is still easy to see.
  static let minimumWidth = 20

  /// A field editing `text`, showing `title` while it is empty.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let text = text
    let storage = pass.storage
    pass.register(Focusable(id: path) { key in
      var editor = TextEditing(text: text.wrappedValue, cursor: storage[path, default: Int.max])
      guard editor.handle(key) else { return false }
      storage[path, default: 0] = editor.cursor
      if editor.text != text.wrappedValue { text.wrappedValue = editor.text }
      return true
    })
    let title = title
    return [LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { width in
        Size(width: min(width, max(Self.minimumWidth, text.wrappedValue.terminalWidth + 3)), height: 1)
      },
      render: { rect, pass in
        let value = text.wrappedValue
        let isFocused = pass.isFocused(path)
        let cursor = min(storage[path, default: Int.max], value.count)
        let inner = max(0, rect.width - 2)
        let bracketStyle = isFocused ? Style(isBold: true) : Style(isDim: true)
        pass.screen.draw("[", x: rect.x, y: rect.y, limit: rect.maxX, style: bracketStyle)
        pass.screen.draw("]", x: rect.x + 1 + inner, y: rect.y, limit: rect.maxX, style: bracketStyle)
        guard inner > 0 else { return }
        if value.isEmpty {
          pass.screen.draw(title, x: rect.x + 1, y: rect.y, limit: rect.x + 1 + inner, style: Style(isDim: true))
        }
        let visible = Self.visibleSlice(of: value, cursor: cursor, width: inner)
        pass.screen.draw(visible.text, x: rect.x + 1, y: rect.y, limit: rect.x + 1 + inner, style: .plain)
        if isFocused {
          let column = rect.x + 1 + visible.cursorColumn
          if column < rect.x + 1 + inner {
            pass.screen.restyle(x: column, y: rect.y, width: 1, with: Style(isInverse: true))
          }
        }
      }
    )]
  }

  /// The part of `value` that fits in `width` columns with the cursor in view, and the
  /// cursor's column within it. The cursor may sit just past the last character.
  static func visibleSlice(of value: String, cursor: Int, width: Int) -> (text: Substring, cursorColumn: Int) {
    let cursorIndex = value.index(value.startIndex, offsetBy: cursor)
    var start = value.startIndex
    while value[start..<cursorIndex].terminalWidth > width - 1, start < cursorIndex {
      start = value.index(after: start)
    }
    return (value[start...], value[start..<cursorIndex].terminalWidth)
  }
}
