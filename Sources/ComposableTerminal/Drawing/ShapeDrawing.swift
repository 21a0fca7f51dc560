import Foundation
@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// A shape: it takes the room its stack leaves (as SwiftUI's shapes do), and is drawn as
  /// braille dots in its colour, or the foreground colour around it. A gradient is drawn in its
  /// first colour: a character has one.
  func shapeNode(_ shape: ResolvedShape) -> any LayoutNode {
    let style = inheritedStyle
    return LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: true),
      measure: { _ in Size(width: 0, height: 0) },
      render: { rect, pass in
        guard rect.width > 0, rect.height > 0 else { return }
        var dots = BrailleCanvas(columns: rect.width, rows: rect.height)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: dots.width, height: dots.height))
        let paint: ResolvedPaint?
        switch shape.paint {
        case let .fill(fill):
          paint = fill
          dots.fill(path)
        case let .stroke(stroke, lineWidth):
          paint = stroke
          dots.stroke(path, lineWidth: lineWidth)
        }
        var cellStyle = style
        if let color = paint?.firstColor { cellStyle.foregroundColor = color }
        for (row, line) in dots.lines.enumerated() {
          for (column, character) in line.enumerated() where character != BrailleCanvas.blank {
            pass.screen.draw(String(character), x: rect.x + column, y: rect.y + row, limit: rect.maxX, style: cellStyle)
          }
        }
      }
    )
  }
}
