@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A picker, drawn as `Title: ‹ choice ›`; ←/→, Enter and Space change the choice among
  /// its tagged options.
  func pickerNode(
    title: String, selection: ResolvedSelection, content: [ResolvedView], path: ViewPath
  ) -> any LayoutNode {
    let rows = ListRows(listRows(for: content))
    let options = (0..<rows.count).compactMap { index in
      rows.tag(index).flatMap { selection.accepts($0) ? (tag: $0, row: index) : nil }
    }
    let current = options.firstIndex { selection.isSelected($0.tag) }
    register(Focusable(id: path) { key in
      guard !options.isEmpty else { return false }
      let next: Int
      switch key {
      case .left: next = max(0, (current ?? 0) - 1)
      case .right: next = min(options.count - 1, (current ?? -1) + 1)
      case .enter, " ": next = ((current ?? -1) + 1) % options.count
      default: return false
      }
      if next != current { selection.select(options[next].tag) }
      return true
    })
    let label = title.isEmpty ? "" : title + ": "
    let chosen = current.map { rows.row(options[$0].row) }
    return LeafNode(
      measure: { width in
        let valueWidth = chosen?.sizeThatFits(width: max(0, width - label.terminalWidth - 4)).width ?? 0
        return Size(width: min(width, label.terminalWidth + valueWidth + 4), height: 1)
      },
      render: { rect, pass in
        let isFocused = pass.drawsFocusable(path, in: rect)
        var x = rect.x + pass.screen.draw(label, x: rect.x, y: rect.y, limit: rect.maxX, style: .plain)
        let start = x
        x += pass.screen.draw("‹ ", x: x, y: rect.y, limit: rect.maxX, style: .plain)
        if let chosen {
          let width = chosen.sizeThatFits(width: max(0, rect.maxX - x - 2)).width
          chosen.draw(in: Rect(x: x, y: rect.y, width: max(0, min(width, rect.maxX - x)), height: 1), pass: pass)
          x += width
        }
        x += pass.screen.draw(" ›", x: x, y: rect.y, limit: rect.maxX, style: .plain)
        if isFocused {
          pass.screen.restyle(x: start, y: rect.y, width: x - start, with: Style(isBold: true, isInverse: true))
        }
      }
    )
  }
}
