/// Content with a presentation over it: the content is laid out as if alone, and the
/// presentation's box is drawn on the whole screen after every other view, with what is
/// below it dimmed.
struct OverlayNode: LayoutNode {
  let content: any LayoutNode
  let overlay: BoxNode

  var flexibility: Flexibility { content.flexibility }

  func sizeThatFits(width: Int) -> Size { content.sizeThatFits(width: width) }

  func draw(in rect: Rect, pass: RenderPass) {
    content.draw(in: rect, pass: pass)
    let overlay = overlay
    pass.drawOverlay { pass in
      let screen = Rect(x: 0, y: 0, width: pass.screen.size.width, height: pass.screen.size.height)
      for row in 0..<screen.height {
        pass.screen.restyle(x: 0, y: row, width: screen.width, with: Style(isDim: true))
      }
      overlay.draw(in: overlay.frame(in: screen), pass: pass)
    }
  }
}
