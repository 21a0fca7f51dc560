#if !canImport(Darwin)
  import ComposableArchitecture
  import Foundation
  import Testing

  /// As upstream's VoiceMemos keeps it: a global, which Swift 6 accepts for a `Sendable` type.
  private let voiceMemosFormatter: DateComponentsFormatter = {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.minute, .second]
    formatter.zeroFormattingBehavior = .pad
    return formatter
  }()

  /// The `DateComponentsFormatter` Linux's Foundation marks unavailable, as upstream's VoiceMemos
  /// and Apple's defaults use it.
  struct DateComponentsFormatterTests {
    @Test func voiceMemosPadsMinutesAndSeconds() {
      let formatter = voiceMemosFormatter
      #expect(formatter.string(from: 0) == "00:00")
      #expect(formatter.string(from: 5.9) == "00:05")
      #expect(formatter.string(from: 65) == "01:05")
      #expect(formatter.string(from: 3_600) == "60:00")
    }

    @Test func positionalDropsLeadingZeroUnitsButKeepsTwo() {
      let formatter = DateComponentsFormatter()
      formatter.allowedUnits = [.hour, .minute, .second]
      #expect(formatter.string(from: 5) == "0:05")
      #expect(formatter.string(from: 65) == "1:05")
      #expect(formatter.string(from: 3_725) == "1:02:05")
      #expect(formatter.string(from: -65) == "-1:05")
    }

    @Test func abbreviatedDropsZeroUnits() {
      let formatter = DateComponentsFormatter()
      formatter.unitsStyle = .abbreviated
      #expect(formatter.string(from: 3_725) == "1h 2m 5s")
      #expect(formatter.string(from: 86_405) == "1d 5s")
      #expect(formatter.string(from: 0) == "0s")
      formatter.zeroFormattingBehavior = .pad
      formatter.allowedUnits = [.hour, .minute, .second]
      #expect(formatter.string(from: 5) == "0h 0m 5s")
    }

    @Test func spelledOutStyles() {
      let formatter = DateComponentsFormatter()
      formatter.unitsStyle = .full
      #expect(formatter.string(from: 3_661) == "1 hour, 1 minute, 1 second")
      #expect(formatter.string(from: 7_320) == "2 hours, 2 minutes")
      formatter.unitsStyle = .short
      #expect(formatter.string(from: 65) == "1 min, 5 sec")
      formatter.unitsStyle = .brief
      #expect(formatter.string(from: 65) == "1min 5sec")
      formatter.unitsStyle = .spellOut
      #expect(formatter.string(from: 65) == nil)
    }

    @Test func aDurationThatIsNotFiniteHasNoText() {
      let formatter = DateComponentsFormatter()
      #expect(formatter.string(from: .infinity) == nil)
      #expect(formatter.string(from: .nan) == nil)
    }
  }
#endif
