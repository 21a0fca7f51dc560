import ComposableArchitecture
import Foundation
import Testing

@_spi(Rendering) @testable import ComposableViews

/// Paths as SwiftUI builds them: y grows downwards, an arc that is not clockwise turns
/// clockwise on the screen.
@MainActor
struct PathTests {
  @Test func aRectangleIsOneClosedSubpathAroundIt() {
    let path = Path(CGRect(x: 1, y: 2, width: 10, height: 4))
    #expect(path.subpaths.count == 1)
    #expect(path.subpaths[0].isClosed)
    #expect(path.subpaths[0].points == [
      CGPoint(x: 1, y: 2), CGPoint(x: 11, y: 2), CGPoint(x: 11, y: 6), CGPoint(x: 1, y: 6),
    ])
    #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 10, height: 4))
  }

  @Test func anArcThatIsNotClockwiseGoesTowardsGreaterAngles() throws {
    var path = Path()
    path.move(to: CGPoint(x: 10, y: 10))
    path.addArc(
      center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    path.closeSubpath()
    let points = try #require(path.subpaths.first?.points)
    // From the centre a line to the arc's start on the right, then down to its end below.
    #expect(points.first == CGPoint(x: 10, y: 10))
    #expect(abs(points[1].x - 15) < 1e-9 && abs(points[1].y - 10) < 1e-9)
    let end = try #require(points.last)
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 15) < 1e-9)
    #expect(points.allSatisfy { $0.y >= 10 - 1e-9 })

    var clockwise = Path()
    clockwise.addArc(
      center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // The long way round, through the top (negative y).
    #expect(clockwise.subpaths[0].points.contains { $0.y < -4.9 })
  }

  @Test func trimmingKeepsThePartOfTheLengthAsked() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let half = square.trimmedPath(from: 0, to: 0.5)
    #expect(half.subpaths.map(\.points) == [[CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]])
    #expect(square.trimmedPath(from: 0.6, to: 0.6).isEmpty)
    #expect(square.trimmedPath(from: 0.25, to: 0.375).subpaths.map(\.points) == [[CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)]])
  }

  @Test func anglesConvertAndAdd() {
    #expect(Angle(degrees: 180).radians == .pi)
    #expect((Angle.degrees(90) + .degrees(45)).degrees == 135)
    #expect(Angle.radians(.pi / 2) > .degrees(89))
    var angle = Angle.zero
    angle.degrees = 360
    #expect(angle.radians == 2 * .pi)
  }

  @Test func builtInShapesFitTheirRectangle() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(Circle().path(in: rect).boundingRect.width.rounded() == 10)
    #expect(Rectangle().path(in: rect).boundingRect == rect)
    #expect(Capsule().path(in: rect).boundingRect.integral == rect)
    #expect(RoundedRectangle(cornerRadius: 3).path(in: rect).boundingRect.integral == rect)
  }
}
