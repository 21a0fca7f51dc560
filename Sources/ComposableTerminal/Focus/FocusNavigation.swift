/// Moves keyboard focus through a frame's focus targets in the order they appear on screen.
enum FocusNavigation {
  /// The key's direction through the focus order, if it is a navigation key: Tab, ↓ and →
  /// go forward; Shift-Tab, ↑ and ← go back.
  static func step(for key: Key) -> Int? {
    switch key {
    case .tab, .down, .right: 1
    case .backTab, .up, .left: -1
    default: nil
    }
  }

  /// The target after moving `step` places from `current`, wrapping around at either end.
  static func move(from current: ViewPath?, by step: Int, in order: [ViewPath]) -> ViewPath? {
    guard !order.isEmpty else { return nil }
    guard let current, let index = order.firstIndex(of: current) else {
      return step > 0 ? order.first : order.last
    }
    let count = order.count
    return order[((index + step) % count + count) % count]
  }

  /// Keeps focus on the same view if it is still on screen, or else on the first target.
  static func resolve(_ current: ViewPath?, in order: [ViewPath]) -> ViewPath? {
    if let current, order.contains(current) { return current }
    return order.first
  }
}
