import Foundation
@_spi(Rendering) import ComposableViews

/// Dots to draw shapes with: each character cell holds a braille pattern of two columns and four
/// rows of dots (U+2800 to U+28FF), so a cell's dots are about square.
struct BrailleCanvas {
  /// The empty pattern, drawn as nothing.
  static let blank: Character = "\u{2800}"

  let columns: Int
  let rows: Int
  private var isSet: [Bool]

  /// The canvas's size in dots.
  var width: Int { columns * 2 }
  var height: Int { rows * 4 }

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    isSet = Array(repeating: false, count: columns * 2 * rows * 4)
  }

  /// Sets the dots whose centres are inside `path`: each subpath is closed, and a dot is inside
  /// where the subpaths wind around it (the nonzero rule, SwiftUI's default).
  mutating func fill(_ path: Path) {
    let edges = path.subpaths.flatMap { subpath -> [(CGPoint, CGPoint)] in
      guard let first = subpath.points.first else { return [] }
      let points = subpath.points + [first]
      return Array(zip(points, points.dropFirst()))
    }
    for y in 0..<height {
      let centreY = Double(y) + 0.5
      for x in 0..<width where Self.winding(around: CGPoint(x: Double(x) + 0.5, y: centreY), edges) != 0 {
        isSet[y * width + x] = true
      }
    }
  }

  /// Sets the dots within half of `lineWidth` (at least one dot) of the path's lines.
  mutating func stroke(_ path: Path, lineWidth: Double) {
    let radius = max(lineWidth, 1) / 2
    for subpath in path.subpaths {
      var points = subpath.points
      if subpath.isClosed, let first = points.first { points.append(first) }
      if points.count == 1 { points.append(points[0]) }
      for (start, end) in zip(points, points.dropFirst()) {
        setDots(near: start, end, within: radius)
      }
    }
  }

  /// The canvas as one string of braille characters per row of cells.
  var lines: [String] {
    (0..<rows).map { row in
      String((0..<columns).map { column in pattern(column: column, row: row) })
    }
  }

  private func pattern(column: Int, row: Int) -> Character {
    // The bit of each dot of a cell, by its column and row (Unicode's braille numbering).
    let bits = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    var value = 0
    for dy in 0..<4 {
      for dx in 0..<2 where isSet[(row * 4 + dy) * width + column * 2 + dx] {
        value |= bits[dy][dx]
      }
    }
    return Character(Unicode.Scalar(0x2800 + value)!)
  }

  private mutating func setDots(near start: CGPoint, _ end: CGPoint, within radius: Double) {
    let (minX, maxX) = (min(start.x, end.x) - radius, max(start.x, end.x) + radius)
    let (minY, maxY) = (min(start.y, end.y) - radius, max(start.y, end.y) + radius)
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
    let (firstX, lastX) = (max(0, Int(minX.rounded(.down))), min(width - 1, Int(maxX.rounded(.up))))
    let (firstY, lastY) = (max(0, Int(minY.rounded(.down))), min(height - 1, Int(maxY.rounded(.up))))
    guard firstX <= lastX, firstY <= lastY else { return }
    for y in firstY...lastY {
      for x in firstX...lastX {
        let centre = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
        if Self.distance(from: centre, toSegment: start, end) <= radius { isSet[y * width + x] = true }
      }
    }
  }

  private static func distance(from point: CGPoint, toSegment start: CGPoint, _ end: CGPoint) -> Double {
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let lengthSquared = dx * dx + dy * dy
    let fraction =
      lengthSquared == 0 ? 0 : max(0, min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared))
    return hypot(point.x - (start.x + fraction * dx), point.y - (start.y + fraction * dy))
  }

  /// How many times the edges wind around `point`: positive for one way, negative the other.
  private static func winding(around point: CGPoint, _ edges: [(CGPoint, CGPoint)]) -> Int {
    var winding = 0
    for (start, end) in edges {
      let side = (end.x - start.x) * (point.y - start.y) - (point.x - start.x) * (end.y - start.y)
      if start.y <= point.y {
        if end.y > point.y, side > 0 { winding += 1 }
      } else if end.y <= point.y, side < 0 {
        winding -= 1
      }
    }
    return winding
  }
}
