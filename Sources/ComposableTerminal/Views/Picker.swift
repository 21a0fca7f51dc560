/// A choice of one value among options, drawn on one line as `Theme: ‹ Bubblegum ›`.
///
/// While focused, ← and → pick the previous and next option, and Enter or Space the next
/// one, wrapping around. The options are the content's views tagged with ``View/tag(_:)``,
/// or the rows of a ``ForEach`` (tagged with their ids):
///
/// ```swift
/// Picker("Theme", selection: $store.syncUp.theme) {
///   ForEach(Theme.allCases) { theme in
///     Text(theme.name)
///   }
/// }
/// ```
public struct Picker<SelectionValue: Hashable>: View, PrimitiveView {
  let title: String
  let selection: Binding<SelectionValue>
  let content: TupleView

  /// A picker titled `title` that reads and writes `selection`.
  public init(
    _ title: some StringProtocol, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> TupleView
  ) {
    self.title = String(title)
    self.selection = selection
    self.content = content()
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let rows = ListRows(pass.listRows(for: content, path: path))
    let options = (0..<rows.count).compactMap { index in
      (rows.tag(index) as? SelectionValue).map { (value: $0, row: index) }
    }
    let selection = selection
    let current = options.firstIndex { $0.value == selection.wrappedValue }
    pass.register(Focusable(id: path) { key in
      guard !options.isEmpty else { return false }
      let next: Int
      switch key {
      case .left: next = max(0, (current ?? 0) - 1)
      case .right: next = min(options.count - 1, (current ?? -1) + 1)
      case .enter, " ": next = ((current ?? -1) + 1) % options.count
      default: return false
      }
      if next != current { selection.wrappedValue = options[next].value }
      return true
    })
    let label = title.isEmpty ? "" : title + ": "
    let chosen = current.map { rows.row(options[$0].row) }
    return [LeafNode(
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
    )]
  }
}
