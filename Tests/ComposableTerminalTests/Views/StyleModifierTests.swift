import Testing

@testable import ComposableTerminal

// SwiftUI's style modifiers, as far as a terminal can draw them: a foreground colour and bold for
// the texts and buttons inside; a font only as bold (titles and the headline); frames in cells.
@MainActor
struct StyleModifierTests {
  @Test func foregroundStyleAndBoldReachTheTextsAndButtonsInside() {
    let screen = Screen(
      rendering: VStack {
        Text("a")
        Text("b").foregroundColor(.red)
        Button("c") {}
        Button("d", role: .destructive) {}
      }
      .foregroundStyle(.green)
      .bold(),
      size: Size(width: 8, height: 4))
    #expect(screen.lines == ["a", "b", "[ c ]", "[ d ]"])
    // A text's own colour and a role's colour win over the container's (the first button has
    // focus: inverse).
    #expect(screen[0, 0].style == Style(isBold: true, foregroundColor: .green))
    #expect(screen[0, 1].style == Style(isBold: true, foregroundColor: .red))
    #expect(screen[2, 2].style == Style(isBold: true, isInverse: true, foregroundColor: .green))
    #expect(screen[2, 3].style == Style(isBold: true, foregroundColor: .red))
  }

  @Test func titlesAndTheHeadlineAreBoldOtherFontsPlain() {
    let screen = Screen(
      rendering: VStack {
        Text("a").font(.headline)
        Text("b").font(.caption)
        VStack { Text("c") }.font(.largeTitle)
        Text("d").foregroundStyle(.blue)
      },
      size: Size(width: 4, height: 4))
    #expect(screen[0, 0].style == Style(isBold: true))
    #expect(screen[0, 1].style == .plain)
    #expect(screen[0, 2].style == Style(isBold: true))
    #expect(screen[0, 3].style == Style(foregroundColor: .blue))
  }

  @Test func framesBoundTheSizeInCellsAndCentreTheirContent() {
    let screen = Screen(
      rendering: VStack {
        HStack {
          Text("ab").frame(width: 6)
          Text("|")
        }
        Text("long text").frame(maxWidth: 4)
        HStack {
          Text("x").frame(maxWidth: .infinity)
          Text("|")
        }
      },
      size: Size(width: 12, height: 5))
    // "x" in the middle of the 10 columns its stack leaves it.
    #expect(screen.lines == ["  ab   |", "long", "text", "    x      |", ""])
  }

  @Test func tintAndButtonStylesLeaveTheTerminalsButtonsAsTheyAre() {
    let size = Size(width: 10, height: 2)
    let styled = Screen(
      rendering: VStack {
        Button("Start") {}.buttonStyle(.borderedProminent).tint(.red)
        Button("Stop") {}.buttonStyle(.bordered)
      },
      size: size)
    let plain = Screen(rendering: VStack { Button("Start") {}; Button("Stop") {} }, size: size)
    #expect(styled.lines == ["[ Start ]", "[ Stop ]"])
    for y in 0..<2 {
      for x in 0..<9 { #expect(styled[x, y].style == plain[x, y].style) }
    }
  }
}
