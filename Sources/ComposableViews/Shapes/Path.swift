import Foundation

/// The outline of a shape, as SwiftUI's `Path`: lines and arcs, in subpaths that may be closed.
///
/// Build one with its methods, or in a closure, and draw it as a view with `fill` or `stroke`:
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 0, y: 0))
///   path.addLine(to: CGPoint(x: 40, y: 20))
///   path.addArc(
///     center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .zero, endAngle: .degrees(180),
///     clockwise: false)
///   path.closeSubpath()
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
///
/// As in SwiftUI, y grows downwards, and an arc that is not `clockwise` goes from its start
/// towards greater angles: clockwise on the screen. Arcs are kept as short straight lines, fine
/// enough for a terminal's dots and a browser's pixels.
public struct Path: Equatable, Sendable {
  /// A run of connected points; closed, its last point joins its first.
  @_spi(Rendering)
  public struct Subpath: Equatable, Sendable {
    public internal(set) var points: [CGPoint]
    public internal(set) var isClosed: Bool
  }

  /// The path's subpaths, in the order they were begun.
  @_spi(Rendering)
  public private(set) var subpaths: [Subpath] = []

  /// An empty path.
  public init() {}

  /// A path built by `build`: `Path { path in path.move(to: …) }`.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// The outline of `rect`.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// The outline of the ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// The outline of `rect` with its corners rounded by `cornerRadius`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    addRoundedRect(in: rect, cornerRadius: Double(cornerRadius))
  }

  /// Whether the path has no points.
  public var isEmpty: Bool { subpaths.isEmpty }

  /// The last point added, if any.
  public var currentPoint: CGPoint? { subpaths.last?.points.last }

  /// The smallest rectangle holding every point of the path; `.null` for an empty path.
  public var boundingRect: CGRect {
    let points = subpaths.flatMap(\.points)
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      (minX, minY) = (min(minX, point.x), min(minY, point.y))
      (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Begins a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    subpaths.append(Subpath(points: [point], isClosed: false))
  }

  /// Adds a straight line from the current point to `point` (begins a subpath at `point` if
  /// there is none, or the last one is closed).
  public mutating func addLine(to point: CGPoint) {
    guard let last = subpaths.last, !last.isClosed else { return move(to: point) }
    subpaths[subpaths.count - 1].points.append(point)
  }

  /// Adds straight lines through `points`, beginning a subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds `rect` as a closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath.
  public mutating func addEllipse(in rect: CGRect) {
    let steps = Self.steps(sweep: 2 * .pi, radius: max(rect.width, rect.height) / 2)
    var points: [CGPoint] = []
    for step in 0..<steps {
      let angle = 2 * Double.pi * Double(step) / Double(steps)
      points.append(
        CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle)))
    }
    addLines(points)
    closeSubpath()
  }

  /// Adds an arc of the circle at `center` with `radius`, from `startAngle` to `endAngle`,
  /// joined to the current point by a line if there is one.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let radius = Double(radius)
    var sweep = endAngle.radians - startAngle.radians
    // Not clockwise goes towards greater angles, clockwise towards smaller, at most one turn.
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let steps = Self.steps(sweep: abs(sweep), radius: radius)
    for step in 0...steps {
      let angle = startAngle.radians + sweep * Double(step) / Double(steps)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if step == 0, currentPoint == nil || subpaths.last?.isClosed == true {
        move(to: point)
      } else {
        addLine(to: point)
      }
    }
  }

  /// Closes the current subpath: its last point joins its first.
  public mutating func closeSubpath() {
    guard !subpaths.isEmpty else { return }
    subpaths[subpaths.count - 1].isClosed = true
  }

  /// The part of the path from `from` to `to`, each a fraction of its length, as a shape's
  /// `trim(from:to:)` draws it.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    PathTrimming(self).trimmed(from: Double(from), to: Double(to))
  }

  /// The path with each point moved by `transform`.
  func applying(_ transform: (CGPoint) -> CGPoint) -> Path {
    var path = self
    for index in path.subpaths.indices {
      path.subpaths[index].points = path.subpaths[index].points.map(transform)
    }
    return path
  }

  /// Appends a subpath as it is.
  mutating func append(_ subpath: Subpath) {
    subpaths.append(subpath)
  }

  private mutating func addRoundedRect(in rect: CGRect, cornerRadius: Double) {
    let radius = min(cornerRadius, rect.width / 2, rect.height / 2)
    guard radius > 0 else { return addRect(rect) }
    let corners: [(CGPoint, Double)] = [
      (CGPoint(x: rect.maxX - radius, y: rect.minY + radius), -90),
      (CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
      (CGPoint(x: rect.minX + radius, y: rect.maxY - radius), 90),
      (CGPoint(x: rect.minX + radius, y: rect.minY + radius), 180),
    ]
    move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
    for (center, start) in corners {
      addArc(
        center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(start + 90),
        clockwise: false)
    }
    closeSubpath()
  }

  /// How many straight lines stand for an arc: about one per unit of its length, at least 8.
  private static func steps(sweep: Double, radius: Double) -> Int {
    let length = sweep * radius
    guard length.isFinite else { return 8 }
    return min(max(8, Int(length.rounded(.up))), 720)
  }
}

extension Path: Shape {
  /// The path itself, wherever it is drawn.
  public func path(in rect: CGRect) -> Path { self }
}
