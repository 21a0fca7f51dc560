import Testing

@testable import ComposableTerminal

struct ColorSGRTests {
  @Test func namedColoursUseTheirSixteenColourCodes() {
    #expect(Style(foregroundColor: .red, backgroundColor: .brightBlue).selectGraphicRendition == "\u{1B}[0;31;104m")
    #expect(
      Style(foregroundColor: .red, backgroundColor: .brightBlue).selectGraphicRendition(trueColor: true)
        == "\u{1B}[0;31;104m")
  }

  @Test func aColourByComponentsIsTwentyFourBitWhenTheTerminalShowsIt() {
    let pink = Color(red: 0.933, green: 0.506, blue: 0.765)
    let style = Style(isBold: true, foregroundColor: .black, backgroundColor: pink)
    #expect(style.selectGraphicRendition(trueColor: true) == "\u{1B}[0;1;30;48;2;238;129;195m")
    #expect(Style(foregroundColor: pink).selectGraphicRendition(trueColor: true) == "\u{1B}[0;38;2;238;129;195m")
  }

  @Test func aColourByComponentsIsTheNearestNamedColourOtherwise() {
    let navy = Color(red: 0, green: 0.1, blue: 0.8)
    #expect(navy.nearestNamed == .blue)
    #expect(Style(foregroundColor: navy, backgroundColor: navy).selectGraphicRendition == "\u{1B}[0;34;44m")
    #expect(
      Style(backgroundColor: Color(red: 0.97, green: 0.97, blue: 0.97)).selectGraphicRendition(trueColor: false)
        == "\u{1B}[0;107m")
  }

  @Test func theTerminalSaysWhetherItShowsTwentyFourBitColour() {
    #expect(ScreenRenderer.terminalSupportsTrueColor(environment: ["COLORTERM": "truecolor"]))
    #expect(ScreenRenderer.terminalSupportsTrueColor(environment: ["COLORTERM": "24bit"]))
    #expect(!ScreenRenderer.terminalSupportsTrueColor(environment: ["COLORTERM": "yes"]))
    #expect(!ScreenRenderer.terminalSupportsTrueColor(environment: ["TERM": "xterm-256color"]))
  }

  @Test func theRendererWritesColoursAsItWasToldTheTerminalShowsThem() {
    var screen = Screen(size: Size(width: 2, height: 1))
    screen.draw("a", x: 0, y: 0, style: Style(backgroundColor: Color(red: 1, green: 0.5, blue: 0)))
    var exact = ScreenRenderer(trueColor: true)
    #expect(exact.render(screen).contains("\u{1B}[0;48;2;255;128;0ma"))
    var nearest = ScreenRenderer()
    #expect(nearest.render(screen).contains("\u{1B}[0;43ma"))
  }
}
