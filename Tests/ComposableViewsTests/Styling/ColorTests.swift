import Testing

import ComposableViews

struct ColorTests {
  @Test func componentsAreClampedToZeroThroughOne() {
    #expect(Color(red: 1.5, green: -0.2, blue: 0.5) == .rgb(red: 1, green: 0, blue: 0.5, opacity: 1))
    #expect(Color(red: .nan, green: 0, blue: 0, opacity: 2) == .rgb(red: 0, green: 0, blue: 0, opacity: 1))
    #expect(Color(red: 0, green: 0, blue: 0, opacity: 0.25) == .rgb(red: 0, green: 0, blue: 0, opacity: 0.25))
  }

  @Test func componentsAreBytes() {
    #expect(Color(red: 1, green: 0.5, blue: 0).components == (255, 128, 0, 1))
    #expect(Color.blue.components == (0, 0, 238, 1))
    #expect(Color.brightWhite.components == (255, 255, 255, 1))
  }

  @Test func aNamedColourIsItsOwnNearest() {
    for color in Color.named {
      #expect(color.nearestNamed == color)
    }
    #expect(Color.named.count == 16)
  }

  @Test func aColourByComponentsMapsToTheNearestNamedColour() {
    #expect(Color(red: 0, green: 0, blue: 0).nearestNamed == .black)
    #expect(Color(red: 1, green: 1, blue: 1).nearestNamed == .brightWhite)
    #expect(Color(red: 0.8, green: 0.05, blue: 0.1).nearestNamed == .red)
    #expect(Color(red: 0.05, green: 0.1, blue: 0.95).nearestNamed == .blue)
    #expect(Color(red: 0.5, green: 0.5, blue: 0.5).nearestNamed == .brightBlack)
    #expect(Color(red: 0.9, green: 0.9, blue: 0.88).nearestNamed == .white)
    #expect(Color(red: 1, green: 0.95, blue: 0.2).nearestNamed == .brightYellow)
    // A teal is closer to cyan than to green or blue.
    #expect(Color(red: 0.1, green: 0.75, blue: 0.75).nearestNamed == .cyan)
  }

  @Test func coloursAreHashable() {
    let colors: Set<Color> = [.red, Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)]
    #expect(colors.count == 2)
  }
}
