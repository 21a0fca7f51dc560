import Foundation

/// A path measured along its length, to cut out a part of it for `trim(from:to:)`.
struct PathTrimming {
  /// One straight piece of the path, and the length of the path before it.
  private struct Segment {
    let start: CGPoint
    let end: CGPoint
    let offset: Double
    let length: Double
    /// Which subpath it belongs to.
    let subpath: Int
  }

  private var segments: [Segment] = []
  private var length = 0.0

  init(_ path: Path) {
    for (index, subpath) in path.subpaths.enumerated() {
      var points = subpath.points
      if subpath.isClosed, let first = points.first { points.append(first) }
      for (start, end) in zip(points, points.dropFirst()) {
        let length = hypot(end.x - start.x, end.y - start.y)
        segments.append(Segment(start: start, end: end, offset: self.length, length: length, subpath: index))
        self.length += length
      }
    }
  }

  /// The open path from `from` to `to`, fractions of the length (clamped to 0…1).
  func trimmed(from: Double, to: Double) -> Path {
    let (start, end) = (max(0, min(from, 1)) * length, max(0, min(to, 1)) * length)
    var path = Path()
    var subpath: Int?
    guard end > start else { return path }
    for segment in segments where segment.offset + segment.length > start && segment.offset < end {
      let first = point(on: segment, at: max(start, segment.offset))
      let last = point(on: segment, at: min(end, segment.offset + segment.length))
      if subpath != segment.subpath {
        path.move(to: first)
        subpath = segment.subpath
      }
      path.addLine(to: last)
    }
    return path
  }

  private func point(on segment: Segment, at distance: Double) -> CGPoint {
    guard segment.length > 0 else { return segment.start }
    let fraction = (distance - segment.offset) / segment.length
    return CGPoint(
      x: segment.start.x + (segment.end.x - segment.start.x) * fraction,
      y: segment.start.y + (segment.end.y - segment.start.y) * fraction)
  }
}
