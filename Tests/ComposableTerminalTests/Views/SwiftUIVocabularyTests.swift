import Testing

@testable import ComposableTerminal

// SwiftUI's names a view written for SwiftUI reaches for, drawn in cells: a button with a label of
// views, sections with a header and a footer, labels, SF Symbols as glyphs and `ZStack`.
@MainActor
struct SwiftUIVocabularyTests {
  @Test func aButtonWithALabelDrawsItsTextAndGlyphsAndIsPressedLikeAnyButton() {
    var presses = 0
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      Button {
        presses += 1
      } label: {
        Label("Start", systemImage: "play.circle")
      }
      Button(role: .destructive) {} label: { Image(systemName: "trash") }
    }
    #expect(driver.text == "[ ▷ Start ]\n[ ⌫ ]")
    #expect(driver.screen[0, 0].style.isInverse)
    #expect(driver.screen[2, 1].style.foregroundColor == .red)
    driver.press(.enter)
    driver.press(" ")
    #expect(presses == 2)
  }

  @Test func sectionsTakeAHeaderAFooterOrBothAndTheFooterIsDimmed() {
    let screen = Screen(
      rendering: VStack {
        Section {
          Text("a")
        } header: {
          Text("H1")
        } footer: {
          Text("F1")
        }
        Section {
          Text("b")
        } footer: {
          Text("F2")
        }
        Section {
          Text("c")
        }
      },
      size: Size(width: 6, height: 7))
    #expect(screen.lines == ["H1", "  a", "F1", "  b", "F2", "  c", ""])
    #expect(screen[0, 2].style == Style(isDim: true))
    #expect(screen[2, 1].style == .plain)
    #expect(screen[0, 4].style == Style(isDim: true))
  }

  @Test func labelsPutTheirIconBeforeTheirTitle() {
    let screen = Screen(
      rendering: VStack {
        Label("5 min", systemImage: "clock")
        Label {
          Text("3 attendees")
        } icon: {
          Image(systemName: "person.3")
        }
      },
      size: Size(width: 16, height: 2))
    #expect(screen.lines == ["◷ 5 min", "⚇ 3 attendees"])
  }

  @Test func symbolsAreOneColumnGlyphsAndAnUnknownNameIsAPlaceholder() {
    let screen = Screen(
      rendering: HStack {
        Image(systemName: "timer")
        Image(systemName: "no.such.symbol")
        Image(systemName: "xmark").foregroundStyle(.red)
      },
      size: Size(width: 6, height: 1))
    #expect(screen.lines == ["◴ ◌ ✕"])
    #expect(screen[4, 0].style.foregroundColor == .red)
    #expect(!SystemSymbol(name: "no.such.symbol").isKnown)
    for (name, glyph) in SystemSymbol.glyphs {
      #expect(glyph.terminalWidth == 1, "\(name) → \(glyph) is not one column")
    }
  }

  @Test func aZStackDrawsLaterChildrenOverEarlierOnesWhereItsAlignmentPutsThem() {
    let screen = Screen(
      rendering: VStack {
        ZStack {
          Text("·····")
          Text("x")
        }
        ZStack(alignment: .topTrailing) {
          VStack {
            Text("abcde")
            Text("fghij")
          }
          Text("3")
        }
        ZStack(alignment: .bottomLeading) {
          VStack {
            Text("abcde")
            Text("fghij")
          }
          Text("3")
        }
      },
      size: Size(width: 5, height: 5))
    #expect(screen.lines == ["··x··", "abcd3", "fghij", "abcde", "3ghij"])
  }
}
