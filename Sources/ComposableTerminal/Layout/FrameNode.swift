@_spi(Rendering) import ComposableViews

/// Bounds its content's size as `frame(…)` asks: a fixed or bounded width and height in cells,
/// or all the room its stack offers for an infinite maximum. The content is centred in it, as
/// SwiftUI centres it, unless the content grows to fill it.
struct FrameNode: LayoutNode {
  let frame: ResolvedFrame
  let content: any LayoutNode

  var flexibility: Flexibility {
    Flexibility(
      horizontal: frame.fillsWidth || (frame.maxWidth == nil && content.flexibility.horizontal),
      vertical: frame.fillsHeight || (frame.maxHeight == nil && content.flexibility.vertical))
  }

  func sizeThatFits(width: Int) -> Size {
    let inner = content.sizeThatFits(width: min(width, frame.maxWidth ?? width))
    return Size(
      width: min(width, Self.clamp(inner.width, frame.minWidth, frame.maxWidth)),
      height: Self.clamp(inner.height, frame.minHeight, frame.maxHeight))
  }

  func draw(in rect: Rect, pass: RenderPass) {
    let inner = content.sizeThatFits(width: min(rect.width, frame.maxWidth ?? rect.width))
    let width = content.flexibility.horizontal ? rect.width : min(rect.width, inner.width)
    let height = content.flexibility.vertical ? rect.height : min(rect.height, inner.height)
    let x = rect.x + (rect.width - width) / 2
    let y = rect.y + (rect.height - height) / 2
    guard width > 0, height > 0 else { return }
    content.draw(in: Rect(x: x, y: y, width: width, height: height), pass: pass)
  }

  private static func clamp(_ length: Int, _ minimum: Int?, _ maximum: Int?) -> Int {
    min(max(length, minimum ?? 0), maximum ?? .max)
  }
}
