import Testing

@testable import ComposableTerminal

struct ScreenRendererTests {
  private func screen(_ lines: [String], width: Int = 6) -> Screen {
    var screen = Screen(size: Size(width: width, height: lines.count))
    for (row, line) in lines.enumerated() { screen.draw(line, x: 0, y: row, style: .plain) }
    return screen
  }

  @Test func firstFrameClearsAndPaintsEverything() {
    var renderer = ScreenRenderer()
    let output = renderer.render(screen(["ab", "c"]))
    #expect(output.hasPrefix(ANSI.resetStyle + ANSI.clearScreen))
    #expect(output.contains(ANSI.moveCursor(column: 0, row: 0) + Style.plain.selectGraphicRendition + "ab"))
    #expect(output.contains(ANSI.moveCursor(column: 0, row: 1)))
  }

  @Test func unchangedFrameWritesNothing() {
    var renderer = ScreenRenderer()
    _ = renderer.render(screen(["Count: 1"], width: 10))
    #expect(renderer.render(screen(["Count: 1"], width: 10)) == "")
  }

  @Test func onlyChangedCellsAreWritten() {
    var renderer = ScreenRenderer()
    _ = renderer.render(screen(["Count: 1", "Fact"], width: 10))
    let output = renderer.render(screen(["Count: 2", "Fact"], width: 10))
    #expect(output == ANSI.moveCursor(column: 7, row: 0) + Style.plain.selectGraphicRendition + "2")
  }

  @Test func adjacentChangesShareOneCursorMoveAndStylesAreSwitched() {
    var renderer = ScreenRenderer()
    _ = renderer.render(screen(["abcd"]))
    var next = screen(["aXYd"])
    next[2, 0].style = Style(isBold: true, foregroundColor: .red)
    let output = renderer.render(next)
    #expect(output == ANSI.moveCursor(column: 1, row: 0) + "\u{1B}[0mX" + "\u{1B}[0;1;31mY" + ANSI.resetStyle)
  }

  @Test func resizeAndInvalidateRepaint() {
    var renderer = ScreenRenderer()
    _ = renderer.render(screen(["ab"]))
    #expect(renderer.render(screen(["ab"], width: 8)).hasPrefix(ANSI.resetStyle + ANSI.clearScreen))
    renderer.invalidate()
    #expect(renderer.render(screen(["ab"], width: 8)).contains("ab"))
  }

  @Test func wideCharacterReplacedByNarrowOnesRedrawsBothColumns() {
    var renderer = ScreenRenderer()
    _ = renderer.render(screen(["中"]))
    let output = renderer.render(screen(["ab"]))
    #expect(output.contains("ab"))
  }
}
