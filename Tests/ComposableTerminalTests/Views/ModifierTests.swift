import Testing

@testable import ComposableTerminal

@MainActor
struct ModifierTests {
  @Test func paddingKeepsSpaceOnTheGivenSides() {
    let screen = Screen(
      rendering: VStack {
        Text("a").padding()
        Text("b").padding(.leading, 3)
        Text("c").padding(.vertical, 1)
      },
      size: Size(width: 10, height: 7))
    #expect(screen.lines == ["", " a", "", "   b", "", "c", ""])
  }

  @Test func borderDrawsALineAroundTheView() {
    let screen = Screen(rendering: VStack { Text("hi").border(.green) }, size: Size(width: 6, height: 3))
    #expect(screen.lines == ["┌──┐", "│hi│", "└──┘"])
    #expect(screen[0, 0].style.foregroundColor == .green)
    #expect(screen[1, 1].style.foregroundColor == nil)
  }

  @Test func backgroundFillsTheViewsCells() {
    let screen = Screen(rendering: VStack { Text("hi").bold().background(.blue) }, size: Size(width: 6, height: 1))
    #expect(screen[0, 0].style == Style(isBold: true, backgroundColor: .blue))
    #expect(screen[2, 0].style == .plain)
    #expect(Style(backgroundColor: .blue).selectGraphicRendition == "\u{1B}[0;44m")
  }

  @Test func navigationTitleAndToolbarMakeABarAtTheTop() {
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 24, height: 4)) {
      VStack {
        Text("Body")
      }
      .navigationTitle("Meetings")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Add", key: "a") { log.entries.append("add") }
        }
      }
    }
    #expect(driver.lines == ["Meetings     [ Add (a) ]", "────────────────────────", "Body"])
    #expect(driver.screen[0, 0].style.isBold)
    driver.press("a")
    #expect(log.entries == ["add"])
  }

  @Test func theInnermostTitleWins() {
    let screen = Screen(
      rendering: VStack { Text("x").navigationTitle("Inner") }.navigationTitle("Outer"),
      size: Size(width: 8, height: 3))
    #expect(screen.lines.first == "Inner")
  }
}
