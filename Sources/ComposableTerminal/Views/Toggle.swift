/// A switch between on and off, flipped with Enter or Space while focused.
///
/// ```swift
/// Toggle("Notifications", isOn: Binding(get: { store.isOn }, set: { store.isOn = $0 }))
/// ```
///
/// Drawn as `[x] Notifications` or `[ ] Notifications`.
public struct Toggle: View, PrimitiveView {
  let title: String
  let isOn: Binding<Bool>

  /// A toggle titled `title` that reads and writes `isOn`.
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let isOn = isOn
    pass.register(Focusable(id: path) { key in
      guard key == .enter || key == " " else { return false }
      isOn.wrappedValue.toggle()
      return true
    })
    let title = title
    return [LeafNode(
      measure: { width in Size(width: min(width, title.terminalWidth + 4), height: 1) },
      render: { rect, pass in
        let label = (isOn.wrappedValue ? "[x] " : "[ ] ") + title
        let style = pass.drawsFocusable(path, in: rect) ? Style(isBold: true, isInverse: true) : Style.plain
        pass.screen.draw(label, x: rect.x, y: rect.y, limit: rect.maxX, style: style)
      }
    )]
  }
}
