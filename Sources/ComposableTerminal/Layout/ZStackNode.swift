@_spi(Rendering) import ComposableViews

/// Lays out children over each other in the same bounds, each placed by `alignment`: as large
/// as the largest child, and a later child's cells replace an earlier one's.
struct ZStackNode: LayoutNode {
  let alignment: Alignment
  let children: [any LayoutNode]

  var flexibility: Flexibility { Flexibility(anyOf: children) }

  func sizeThatFits(width: Int) -> Size {
    let sizes = children.map { $0.sizeThatFits(width: width) }
    return Size(width: min(width, sizes.map(\.width).max() ?? 0), height: sizes.map(\.height).max() ?? 0)
  }

  func draw(in rect: Rect, pass: RenderPass) {
    for child in children {
      let natural = child.sizeThatFits(width: rect.width)
      let width = child.flexibility.horizontal ? rect.width : min(natural.width, rect.width)
      let height = child.flexibility.vertical ? rect.height : min(natural.height, rect.height)
      let x: Int
      switch alignment.horizontal {
      case .leading: x = rect.x
      case .center: x = rect.x + (rect.width - width) / 2
      case .trailing: x = rect.maxX - width
      }
      let y: Int
      switch alignment.vertical {
      case .top: y = rect.y
      case .center: y = rect.y + (rect.height - height) / 2
      case .bottom: y = rect.maxY - height
      }
      guard width > 0, height > 0 else { continue }
      child.draw(in: Rect(x: x, y: y, width: width, height: height), pass: pass)
    }
  }
}
