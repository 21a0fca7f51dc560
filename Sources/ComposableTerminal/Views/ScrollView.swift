/// Content that may be taller than the screen, scrolled to keep the focused view visible.
///
/// ```swift
/// ScrollView {
///   ForEach(store.syncUp.attendees) { attendee in
///     Text(attendee.name)
///   }
/// }
/// ```
///
/// Moving focus onto a control below the visible part scrolls it into view. When nothing
/// inside takes focus, the scroll view itself does, and ↑/↓, Page Up/Down and Home/End
/// scroll it. A scroll view takes the rows its stack leaves, like a ``List``.
public struct ScrollView: View, PrimitiveView {
  let content: TupleView

  /// A scroll view of `content`, laid out top to bottom.
  public init(@ViewBuilder content: () -> TupleView) {
    self.content = content()
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let before = pass.focusableCount
    let children = pass.nodes(inStack: .vertical, for: content, path: path)
    let content = children.count == 1
      ? children[0] : StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: children)
    let offsetKey = path.appending("offset")
    let node = ScrollNode(content: content, path: offsetKey)
    guard pass.focusableCount == before else { return [node] }
    let storage = pass.storage
    pass.register(Focusable(id: path) { key in
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
    return [FocusFrameNode(path: path, content: node)]
  }
}
