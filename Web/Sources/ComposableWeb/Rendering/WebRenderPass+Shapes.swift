import Foundation
@_spi(Rendering) import ComposableViews

// Shapes as inline SVG. The outline is worked out in the same units as the terminal's braille
// dots (two across and four down per character) so that a shape looks alike on both hosts: in
// the frame around it when that has a fixed size, otherwise in a square it is fitted into.
extension WebRenderPass {
  /// The room a shape is drawn in, in dots, when its frame does not say.
  static let defaultShapeCanvas = CGSize(width: 40, height: 40)

  /// The canvas a fixed-size frame gives the shapes inside it, in dots.
  static func shapeCanvas(of frame: ResolvedFrame) -> CGSize? {
    guard let width = frame.maxWidth, frame.minWidth == width, width != .max,
      let height = frame.maxHeight, frame.minHeight == height, height != .max
    else { return nil }
    return CGSize(width: width * 2, height: height * 4)
  }

  /// An `<svg>` drawing `shape`, keyed by what it draws, so that a change replaces it whole (the
  /// page's script parses new nodes as HTML, where an SVG child on its own would not be SVG).
  func svg(_ shape: ResolvedShape, id: ViewPath) -> HTMLNode {
    let canvas = shapeCanvas ?? Self.defaultShapeCanvas
    let path = shape.path(in: CGRect(origin: .zero, size: canvas))
    var children: [HTMLNode] = []
    let paint: String
    let paintStyle: ResolvedPaint?
    switch shape.paint {
    case let .fill(fill):
      paintStyle = fill
      paint = "fill:%@;stroke:none"
    case let .stroke(stroke, lineWidth):
      paintStyle = stroke
      paint = "fill:none;stroke:%@;stroke-width:\(Self.number(max(lineWidth, 1)))"
    }
    var color = paintStyle?.firstColor.map(WebStyle.css) ?? "currentColor"
    if let gradient = paintStyle, gradient.colors.count > 1 {
      let gradientID = "tca-gradient-" + Self.hash("\(id.components)")
      children.append(.element("defs", children: [Self.linearGradient(gradient, id: gradientID)]))
      color = "url(#\(gradientID))"
    }
    let d = Self.pathData(path)
    children.append(.element("path", ["d": d, "style": paint.replacingOccurrences(of: "%@", with: color)]))
    let viewBox = "0 0 \(Self.number(canvas.width)) \(Self.number(canvas.height))"
    return HTMLNode.element(
      "svg", ["class": "shape", "viewBox": viewBox, "aria-hidden": "true"], children: children
    )
    .key("shape-" + Self.hash(viewBox + d + paint + color))
  }

  private static func linearGradient(_ paint: ResolvedPaint, id: String) -> HTMLNode {
    let stops = paint.colors.enumerated().map { index, color in
      HTMLNode.element(
        "stop",
        [
          "offset": number(Double(index) / Double(max(paint.colors.count - 1, 1))),
          "style": "stop-color:" + WebStyle.css(color),
        ])
    }
    return .element(
      "linearGradient",
      [
        "id": id, "x1": number(paint.startPoint.x), "y1": number(paint.startPoint.y),
        "x2": number(paint.endPoint.x), "y2": number(paint.endPoint.y),
      ],
      children: stops)
  }

  /// SVG path data: `M` to begin each subpath, `L` for its lines, `Z` to close it.
  static func pathData(_ path: Path) -> String {
    path.subpaths.map { subpath in
      let points = subpath.points.enumerated().map { index, point in
        (index == 0 ? "M" : "L") + number(point.x) + " " + number(point.y)
      }
      return points.joined() + (subpath.isClosed ? "Z" : "")
    }
    .joined()
  }

  /// A number with at most two decimals, without a trailing `.0`.
  private static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// A short, stable hash (FNV-1a of the UTF-8 bytes), in hexadecimal.
  private static func hash(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return String(hash, radix: 16)
  }
}
