import Foundation
import Testing

@testable import ComposableTerminal

/// upstream SyncUps' meeting timer draws each speaker's share of the meeting as a wedge: a
/// custom shape.
private struct Wedge: Shape {
  let startAngle: Angle
  let endAngle: Angle

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.move(to: center)
      path.addArc(
        center: center, radius: min(rect.width, rect.height) / 2, startAngle: startAngle,
        endAngle: endAngle, clockwise: false)
      path.closeSubpath()
    }
  }
}

// Shapes in the terminal: braille dots, two across and four down per character, in the shape's
// colour; a shape takes the room its frame or stack gives it.
@MainActor
struct ShapeDrawingTests {
  @Test func aFilledRectangleSetsEveryDotInItsColour() {
    let screen = Screen(rendering: Rectangle().fill(.red).frame(width: 3, height: 2), size: Size(width: 3, height: 2))
    #expect(screen.lines == ["⣿⣿⣿", "⣿⣿⣿"])
    #expect(screen[0, 0].style == Style(foregroundColor: .red))
  }

  @Test func aCircleIsRoundAndAStrokeIsItsOutlineOnly() {
    let filled = Screen(rendering: Circle().fill(.blue).frame(width: 4, height: 2), size: Size(width: 4, height: 2))
    let outlined = Screen(rendering: Circle().stroke(.blue).frame(width: 4, height: 2), size: Size(width: 4, height: 2))
    // Four characters by two are eight dots by eight: a round disc, and its ring.
    #expect(filled.lines == ["⣴⣿⣿⣦", "⠻⣿⣿⠟"])
    #expect(outlined.lines == ["⡞⠉⠉⢳", "⢧⣀⣀⡼"])
  }

  @Test func aCustomShapeWedgeFillsOnlyItsQuarter() {
    // From the top (-90°) to the right (0°): the top right quarter of the square.
    let wedge = Wedge(startAngle: .degrees(-90), endAngle: .zero)
    let screen = Screen(rendering: wedge.fill(.orange).frame(width: 4, height: 2), size: Size(width: 4, height: 2))
    #expect(screen.lines == ["  ⣿⣦", ""])
    #expect(screen[2, 0].style.foregroundColor == .orange)
  }

  @Test func trimDrawsPartOfTheOutlineAndAGradientItsFirstColour() {
    let ring = Circle().trim(from: 0, to: 0.5)
      .stroke(LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 1)
    let screen = Screen(rendering: ring.frame(width: 4, height: 2), size: Size(width: 4, height: 2))
    // The first half, from the right going clockwise on screen: the lower half of the ring.
    #expect(screen.lines == ["", "⢧⣀⣀⡼"])
    #expect(screen[1, 1].style.foregroundColor == .green)
  }

  @Test func aShapeWithoutAFrameTakesTheRoomItsStackLeaves() {
    let screen = Screen(
      rendering: VStack {
        Text("Top")
        Rectangle()
      }
      .foregroundStyle(.cyan),
      size: Size(width: 3, height: 3))
    #expect(screen.lines == ["Top", "⣿⣿⣿", "⣿⣿⣿"])
    #expect(screen[0, 2].style.foregroundColor == .cyan)
  }
}
