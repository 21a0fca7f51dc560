@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A scroll view: its content, scrolled to keep the focused view in sight; one with no
  /// focusable content takes focus itself and scrolls with the arrows.
  func scrollNode(_ children: [ResolvedView], path: ViewPath) -> any LayoutNode {
    let before = focusableCount
    let children = nodes(inStack: .vertical, for: children)
    let content = Self.stacked(children)
    let offsetKey = path.appending("offset")
    let node = ScrollNode(content: content, path: offsetKey)
    guard focusableCount == before else { return node }
    let storage = self.storage
    register(Focusable(id: path) { key in
      let maximum = storage[offsetKey.appending("maximum"), default: 0]
      let offset = storage[offsetKey, default: 0]
      let next: Int
      switch key {
      case .down: next = offset + 1
      case .up: next = offset - 1
      case .pageDown: next = offset + 10
      case .pageUp: next = offset - 10
      case .home: next = 0
      case .end: next = maximum
      default: return false
      }
      let clamped = min(max(0, next), maximum)
      // At either end ↑/↓ move focus on, as they do in a list.
      guard clamped != offset || key == .home || key == .end else { return false }
      storage[offsetKey, default: 0] = clamped
      return true
    })
    return FocusFrameNode(path: path, content: node)
  }
}
