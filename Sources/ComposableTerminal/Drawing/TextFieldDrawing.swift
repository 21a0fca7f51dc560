@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A text field, drawn as `[text   ]` with the cursor inverted while focused; keys edit the
  /// text, and Enter runs the `onSubmit` actions around it.
  func textFieldNode(title: String, text: Binding<String>, path: ViewPath) -> any LayoutNode {
    let storage = self.storage
    let submitActions = self.submitActions
    register(Focusable(
      id: path,
      handleKey: { key in
        if key == .enter {
          guard !submitActions.isEmpty else { return false }
          for action in submitActions.reversed() { action() }
          return true
        }
        var editor = TextEditing(text: text.wrappedValue, cursor: storage[path, default: Int.max])
        guard editor.handle(key) else { return false }
        storage[path, default: 0] = editor.cursor
        if editor.text != text.wrappedValue { text.wrappedValue = editor.text }
        return true
      },
      insertText: { inserted in
        var editor = TextEditing(text: text.wrappedValue, cursor: storage[path, default: Int.max])
        editor.insert(inserted.filter { $0.terminalWidth > 0 })
        storage[path, default: 0] = editor.cursor
        if editor.text != text.wrappedValue { text.wrappedValue = editor.text }
      }
    ))
    return LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { width in
        let textWidth = text.wrappedValue.terminalWidth(upTo: width)
        return Size(width: min(width, max(Self.textFieldMinimumWidth, textWidth + 3)), height: 1)
      },
      render: { rect, pass in
        let value = text.wrappedValue
        let isFocused = pass.drawsFocusable(path, in: rect)
        let editor = TextEditing(text: value, cursor: storage[path, default: Int.max])
        let inner = max(0, rect.width - 2)
        let bracketStyle = isFocused ? Style(isBold: true) : Style(isDim: true)
        pass.screen.draw("[", x: rect.x, y: rect.y, limit: rect.maxX, style: bracketStyle)
        pass.screen.draw("]", x: rect.x + 1 + inner, y: rect.y, limit: rect.maxX, style: bracketStyle)
        guard inner > 0 else { return }
        if value.isEmpty {
          pass.screen.draw(title, x: rect.x + 1, y: rect.y, limit: rect.x + 1 + inner, style: Style(isDim: true))
        }
        let visible = Self.visibleSlice(of: value, cursor: editor.cursorIndex, width: inner)
        pass.screen.draw(visible.text, x: rect.x + 1, y: rect.y, limit: rect.x + 1 + inner, style: .plain)
        if isFocused {
          let column = rect.x + 1 + visible.cursorColumn
          if column < rect.x + 1 + inner {
            pass.screen.restyle(x: column, y: rect.y, width: 1, with: Style(isInverse: true))
          }
        }
      }
    )
  }

  /// The narrowest a field is drawn, so an empty one is still easy to see.
  static let textFieldMinimumWidth = 20

  /// The part of `value` that fits in `width` columns with the cursor in view, and the
  /// cursor's column within it. The cursor may sit just past the last character.
  ///
  /// Walks back from the cursor only as far as fits, so the cost is the width, not the
  /// length of the text.
  static func visibleSlice(of value: String, cursor: String.Index, width: Int) -> (text: Substring, cursorColumn: Int) {
    var start = cursor
    var used = 0
    while start > value.startIndex {
      let previous = value.index(before: start)
      let characterWidth = value[previous].terminalWidth
      guard used + characterWidth <= width - 1 else { break }
      used += characterWidth
      start = previous
    }
    return (value[start...], used)
  }
}
