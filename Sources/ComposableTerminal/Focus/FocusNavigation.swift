@_spi(Rendering) import ComposableViews

/// Moves keyboard focus through a frame's focus targets: Tab and Shift-Tab in the order the
/// targets appear, the arrows by their position on screen.
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

  /// The target a navigation key moves focus to. Tab and Shift-Tab go through `order`,
  /// wrapping around. An arrow goes to the nearest of `arrowTargets` drawn in its direction
  /// (↓ the view below, → the view to the right on the same rows); with nothing that way it
  /// moves through `arrowTargets` in order, wrapping around, so ↓ on a list's last row goes
  /// back to its first. Toolbar controls are left out of `arrowTargets`: they are reached with
  /// Tab and their keys, and an arrow never moves focus onto them.
  static func move(
    from current: ViewPath?, with key: Key, in order: [ViewPath], arrowTargets: [ViewPath],
    frames: [ViewPath: Rect]
  ) -> ViewPath? {
    guard let step = step(for: key) else { return current }
    if key == .tab || key == .backTab {
      return move(from: current, by: step, in: order)
    }
    guard let current, let origin = frames[current] else {
      return move(from: current, by: step, in: arrowTargets) ?? current
    }
    var best: (id: ViewPath, score: (Int, Int))?
    for id in arrowTargets where id != current {
      guard let frame = frames[id], let score = distance(from: origin, to: frame, along: key) else { continue }
      if best == nil || score < best!.score { best = (id, score) }
    }
    if let best { return best.id }
    guard arrowTargets.contains(current) else { return current }
    return move(from: current, by: step, in: arrowTargets)
  }

  /// How far `frame` is from `origin` in the key's direction (the gap first, then the
  /// offset across it), or `nil` when it does not lie that way.
  private static func distance(from origin: Rect, to frame: Rect, along key: Key) -> (Int, Int)? {
    let across = gap(origin.x..<origin.maxX, frame.x..<frame.maxX)
    let sideways = gap(origin.y..<origin.maxY, frame.y..<frame.maxY)
    switch key {
    case .down where frame.y >= origin.maxY: return (frame.y - origin.maxY, across)
    case .up where frame.maxY <= origin.y: return (origin.y - frame.maxY, across)
    case .right where frame.x >= origin.maxX && sideways == 0: return (frame.x - origin.maxX, 0)
    case .left where frame.maxX <= origin.x && sideways == 0: return (origin.x - frame.maxX, 0)
    default: return nil
    }
  }

  /// The distance between two spans, 0 when they overlap.
  private static func gap(_ a: Range<Int>, _ b: Range<Int>) -> Int {
    if b.lowerBound >= a.upperBound { return b.lowerBound - a.upperBound + 1 }
    if a.lowerBound >= b.upperBound { return a.lowerBound - b.upperBound + 1 }
    return 0
  }

  /// Keeps focus on the same view if it is still on screen, or else moves it to the
  /// preferred target, or the first.
  static func resolve(_ current: ViewPath?, in order: [ViewPath], preferring preferred: ViewPath? = nil) -> ViewPath? {
    if let current, order.contains(current) { return current }
    if let preferred, order.contains(preferred) { return preferred }
    return order.first
  }
}
