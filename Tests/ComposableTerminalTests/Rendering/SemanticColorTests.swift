import Testing

@testable import ComposableTerminal

// SwiftUI's colours that follow the appearance, as a terminal draws them: its own default
// colours for text and backgrounds, grey for secondary text, blue for the accent.
@MainActor
struct SemanticColorTests {
  @Test func semanticColoursAreTheTerminalsDefaultsGreyAndBlue() {
    #expect(
      Style(foregroundColor: .primary, backgroundColor: Color(.systemBackground)).selectGraphicRendition
        == "\u{1B}[0;39;49m")
    #expect(
      Style(foregroundColor: .secondary, backgroundColor: Color(.secondarySystemBackground))
        .selectGraphicRendition(trueColor: true) == "\u{1B}[0;90;100m")
    #expect(Style(foregroundColor: .accentColor).selectGraphicRendition == "\u{1B}[0;34m")
    #expect(Style(foregroundColor: Color(uiColor: .label)).selectGraphicRendition == "\u{1B}[0;39m")
  }

  @Test func foregroundStyleTintAndBackgroundTakeThem() {
    let screen = Screen(
      rendering: VStack {
        Text("Design").foregroundStyle(.primary)
        Text("5 attendees").foregroundStyle(.secondary)
        Text("Open").foregroundStyle(Color.accentColor).background(Color(.systemBackground))
      }
      .tint(.accentColor),
      size: Size(width: 12, height: 3))
    #expect(screen.lines == ["Design", "5 attendees", "Open"])
    #expect(screen[0, 0].style == Style(foregroundColor: .primary))
    #expect(screen[0, 1].style == Style(foregroundColor: .secondary))
    #expect(screen[0, 2].style == Style(foregroundColor: .accentColor, backgroundColor: Color(.systemBackground)))
  }
}
