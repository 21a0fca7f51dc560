@_spi(Rendering) import ComposableViews

/// Lays out children one after another along an axis. Children that are flexible along
/// the axis (spacers, lists) share the space the others leave; the rest get what they ask.
struct StackNode: LayoutNode {
  let axis: Axis
  let alignment: HorizontalAlignment
  let spacing: Int
  let children: [any LayoutNode]

  var flexibility: Flexibility { Flexibility(anyOf: children) }

  func sizeThatFits(width: Int) -> Size {
    let gaps = spacing * max(0, children.count - 1)
    switch axis {
    case .vertical:
      let sizes = children.map { $0.sizeThatFits(width: width) }
      return Size(
        width: min(width, sizes.map(\.width).max() ?? 0),
        height: sizes.map(\.height).reduce(gaps, +)
      )
    case .horizontal:
      let widths = horizontalWidths(available: width)
      let height = zip(children, widths).map { $0.sizeThatFits(width: $1).height }.max() ?? 0
      return Size(width: min(width, widths.reduce(gaps, +)), height: height)
    }
  }

  func draw(in rect: Rect, pass: RenderPass) {
    switch axis {
    case .vertical: drawVertically(in: rect, pass: pass)
    case .horizontal: drawHorizontally(in: rect, pass: pass)
    }
  }

  private func drawVertically(in rect: Rect, pass: RenderPass) {
    let sizes = children.map { $0.sizeThatFits(width: rect.width) }
    let heights = distribute(
      rect.height, natural: sizes.map(\.height), flexible: children.map(\.flexibility.vertical))
    var y = rect.y
    for (index, child) in children.enumerated() {
      let width = child.flexibility.horizontal ? rect.width : min(sizes[index].width, rect.width)
      let x: Int
      switch alignment {
      case .leading: x = rect.x
      case .center: x = rect.x + (rect.width - width) / 2
      case .trailing: x = rect.maxX - width
      }
      let height = min(heights[index], rect.maxY - y)
      if height > 0 { child.draw(in: Rect(x: x, y: y, width: width, height: height), pass: pass) }
      y += heights[index] + spacing
    }
  }

  private func drawHorizontally(in rect: Rect, pass: RenderPass) {
    let natural = horizontalWidths(available: rect.width)
    let widths = distribute(
      rect.width, natural: natural, flexible: children.map(\.flexibility.horizontal))
    var x = rect.x
    for (index, child) in children.enumerated() {
      let width = min(widths[index], rect.maxX - x)
      // Every child gets the row's full height: text draws from the top and a divider
      // runs the whole height.
      if width > 0 { child.draw(in: Rect(x: x, y: rect.y, width: width, height: rect.height), pass: pass) }
      x += widths[index] + spacing
    }
  }

  /// Widths children ask for, each given what the ones before it left over, so a long
  /// label wraps instead of pushing its neighbours off screen.
  private func horizontalWidths(available: Int) -> [Int] {
    var remaining = available
    return children.map { child in
      let width = child.flexibility.horizontal ? 0 : child.sizeThatFits(width: max(0, remaining)).width
      remaining -= width + spacing
      return width
    }
  }

  /// Gives flexible children equal shares of the space the others leave; earlier ones get
  /// the remainder so the result is deterministic.
  private func distribute(_ total: Int, natural: [Int], flexible: [Bool]) -> [Int] {
    let flexibleCount = flexible.filter { $0 }.count
    guard flexibleCount > 0 else { return natural }
    let fixed = zip(natural, flexible).filter { !$0.1 }.map(\.0).reduce(0, +)
    let gaps = spacing * max(0, natural.count - 1)
    let extra = max(0, total - fixed - gaps)
    var remainder = extra % flexibleCount
    return zip(natural, flexible).map { size, isFlexible in
      guard isFlexible else { return size }
      var share = extra / flexibleCount
      if remainder > 0 {
        share += 1
        remainder -= 1
      }
      return max(size, share)
    }
  }
}
