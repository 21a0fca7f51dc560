import Testing

@testable import ComposableTerminal

struct ScreenTests {
  @Test func drawsAndClipsText() {
    var screen = Screen(size: Size(width: 5, height: 2))
    let used = screen.draw("Hello, world", x: 0, y: 0, style: .plain)
    screen.draw("ab", x: 3, y: 1, limit: 4, style: Style(isBold: true))
    #expect(used == 5)
    #expect(screen.lines == ["Hello", "   a"])
    #expect(screen[3, 1].style.isBold)
  }

  @Test func wideCharactersTakeTwoCellsAndAreNeverHalfDrawn() {
    var screen = Screen(size: Size(width: 5, height: 1))
    screen.draw("中文字", x: 0, y: 0, style: .plain)
    #expect(screen.text == "中文")
    #expect(screen[1, 0].isContinuation)
    #expect(screen[4, 0] == Cell.blank)
  }

  @Test func textDropsTrailingSpacesAndBlankRows() {
    var screen = Screen(size: Size(width: 4, height: 3))
    screen.draw("a", x: 1, y: 0, style: .plain)
    #expect(screen.text == " a")
  }

  @Test func characterWidths() {
    #expect("a".terminalWidth == 1)
    #expect("é".terminalWidth == 1)
    #expect("中".terminalWidth == 2)
    #expect("🙂".terminalWidth == 2)
    #expect("e\u{301}".terminalWidth == 1)
  }

  @Test func stringWidthsWithAndWithoutTheASCIIShortcut() {
    #expect("Row 42".terminalWidth == 6)
    #expect("".terminalWidth == 0)
    #expect("a\tb\u{7F}".terminalWidth == 2)
    #expect("ab中c".terminalWidth == 5)
    #expect("\r\nx".terminalWidth == 1)
    #expect("Row 42"[...].dropFirst(4).terminalWidth == 2)
    // Counting stops once past the limit, at the same width either way.
    #expect("abcdef".terminalWidth(upTo: 3) == 4)
    #expect("abcdef".terminalWidth(upTo: 10) == 6)
    #expect("ab中中".terminalWidth(upTo: 3) == 4)
    #expect("abe\u{301}x".terminalWidth(upTo: 2) == 3)
    #expect("e\u{301}".terminalWidth(upTo: 0) == 1)
  }
}
