import ComposableArchitecture
import ComposableTerminal
import Foundation
import Testing

@testable import SyncUpsKit

/// The themes' colours on the screens, and the meeting's list of speakers.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ThemeViewTests {
  @Test
  func everyThemeHasItsOwnColourAndAReadableText() {
    let colours = Theme.allCases.map(\.mainColor)
    #expect(Set(colours).count == Theme.allCases.count)
    for theme in Theme.allCases {
      // Light themes get black text, dark ones white, readable by WCAG's measure (AA: 4.5:1).
      let main = luminance(theme.mainColor), accent = luminance(theme.accentColor)
      let contrast = (max(main, accent) + 0.05) / (min(main, accent) + 0.05)
      #expect(contrast >= 4.5, "\(theme): \(contrast)")
    }
    #expect(Theme.bubblegum.mainColor == Color(red: 0.933, green: 0.506, blue: 0.765))
    #expect(Theme.navy.accentColor == .brightWhite)
  }

  /// A colour's relative luminance, as WCAG defines it.
  private func luminance(_ color: Color) -> Double {
    let (red, green, blue, _) = color.components
    func linear(_ byte: Int) -> Double {
      let value = Double(byte) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  @Test
  func aRowIsDrawnInItsThemesColour() throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    let driver = HeadlessDriver(size: Size(width: 100, height: 24)) { AppView(store: store) }

    let row = try #require(driver.screen.lines.firstIndex { $0.contains("[ Design · 3 attendees") })
    let column = driver.screen.lines[row].prefix { $0 == " " }.count
    #expect(driver.screen[column, row].style.backgroundColor == Theme.orange.mainColor)
    // The padding around the button is in the theme's colour too.
    #expect(driver.screen[column - 1, row].style.backgroundColor == Theme.orange.mainColor)
    driver.stop()
  }

  @Test
  func theMeetingListsTheSpeakersAndMarksTheCurrentOne() async {
    let store = Store(initialState: RecordMeeting.State(syncUp: Shared(value: .mock))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.speechClient = .liveValue
      $0.terminalBell.ring = {}
    }
    let driver = HeadlessDriver(size: Size(width: 100, height: 30)) { RecordMeetingView(store: store) }

    #expect(driver.screen.lines.contains { $0.contains("▶ Blob (speaking)") })
    #expect(driver.screen.lines.contains { $0.contains("○ Blob Jr") })
    let speaker = driver.screen.lines.firstIndex { $0.contains("Speaker 1 of 3: Blob") }
    if let speaker {
      let column = driver.screen.lines[speaker].prefix { $0 == " " }.count
      #expect(driver.screen[column, speaker].style.backgroundColor == Theme.orange.mainColor)
      #expect(driver.screen[column, speaker].style.foregroundColor == Theme.orange.accentColor)
    } else {
      Issue.record("no speaker line in \(driver.text)")
    }

    driver.press("n")
    #expect(store.speakerIndex == 1)
    #expect(driver.screen.lines.contains { $0.contains("✓ Blob") })
    #expect(driver.screen.lines.contains { $0.contains("▶ Blob Jr (speaking)") })
    #expect(driver.screen.lines.contains { $0.contains("○ Blob Sr") })
    #expect(driver.text.contains("Speaker 2 of 3: Blob Jr"))
    driver.stop()
  }
}
