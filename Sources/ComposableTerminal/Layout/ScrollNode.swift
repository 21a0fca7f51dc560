@_spi(Rendering) import ComposableViews

/// Shows a window of content taller than the space it is given, scrolled so that the
/// focused view inside it is in view, with ↑/↓ marks at the edge while there is more.
///
/// Content that fits is drawn as is. The root of every screen is drawn through one, so a
/// terminal too small for a screen still lets focus reach every control.
struct ScrollNode: LayoutNode {
  let content: any LayoutNode
  /// Where the scroll offset is kept between frames.
  let path: ViewPath
  /// Whether ↑/↓ marks show that there is more; a screen's root scrolls without them, so
  /// a screen that is merely clipped looks as it did.
  var showsIndicators = true

  var flexibility: Flexibility { Flexibility(horizontal: true, vertical: true) }

  /// As wide as the content; one row tall at least, so that a stack gives a scroll view the
  /// rows the views around it leave.
  func sizeThatFits(width: Int) -> Size {
    let size = content.sizeThatFits(width: width)
    return Size(width: size.width, height: min(size.height, 1))
  }

  func draw(in rect: Rect, pass: RenderPass) {
    let contentHeight = content.sizeThatFits(width: rect.width).height
    let maximum = max(0, contentHeight - rect.height)
    pass.storage[path.appending("maximum"), default: 0] = maximum
    guard maximum > 0 else {
      pass.storage[path, default: 0] = 0
      content.draw(in: rect, pass: pass)
      return
    }
    var offset = min(max(0, pass.storage[path, default: 0]), maximum)
    let outerClip = pass.screen.clip
    let outerFocus = pass.focusedFrame
    pass.screen.clip = outerClip.map(rect.intersection) ?? rect
    defer { pass.screen.clip = outerClip }

    pass.focusedFrame = nil
    drawContent(in: rect, height: contentHeight, offset: offset, pass: pass)
    if let focused = pass.focusedFrame {
      var adjusted = offset
      if focused.y < rect.y {
        adjusted -= rect.y - focused.y
      } else if focused.maxY > rect.maxY {
        adjusted += min(focused.maxY - rect.maxY, focused.y - rect.y)
      }
      adjusted = min(max(0, adjusted), maximum)
      if adjusted != offset {
        offset = adjusted
        pass.screen.clear(rect)
        drawContent(in: rect, height: contentHeight, offset: offset, pass: pass)
      }
    }
    pass.focusedFrame = pass.focusedFrame ?? outerFocus
    pass.storage[path, default: 0] = offset
    guard showsIndicators else { return }
    if offset > 0 {
      pass.screen.draw("↑", x: rect.maxX - 1, y: rect.y, style: Style(isDim: true))
    }
    if offset < maximum {
      pass.screen.draw("↓", x: rect.maxX - 1, y: rect.maxY - 1, style: Style(isDim: true))
    }
  }

  private func drawContent(in rect: Rect, height: Int, offset: Int, pass: RenderPass) {
    content.draw(in: Rect(x: rect.x, y: rect.y - offset, width: rect.width, height: height), pass: pass)
  }
}
