import ComposableArchitecture
import ComposableViews
import Foundation
import Testing

@MainActor
struct TextDateStyleTests {
  /// 3 June 2026, 09:41 UTC.
  let meeting = Date(timeIntervalSince1970: 1_780_479_660)

  private func outline(_ date: Date, _ style: Text.DateStyle, now: Date? = nil) -> String {
    withDependencies {
      $0.date.now = now ?? meeting
      $0.locale = Locale(identifier: "en_US")
      $0.timeZone = TimeZone(identifier: "UTC")!
      $0.calendar = Calendar(identifier: .gregorian)
    } operation: {
      Outline.of(Text(date, style: style))
    }
  }

  @Test func dateAndTimeAreTheDayAndTheTimeOfDayInTheLocaleAndTimeZone() {
    #expect(outline(meeting, .date) == #"Text "June 3, 2026""#)
    #expect(outline(meeting, .time).replacingOccurrences(of: "\u{202F}", with: " ") == #"Text "9:41 AM""#)
  }

  @Test func relativeOffsetAndTimerMeasureFromNow() {
    let later = meeting.addingTimeInterval(2 * 3_600 + 3 * 60 + 4)
    #expect(outline(later, .relative, now: meeting) == #"Text "2 hours, 3 minutes""#)
    #expect(outline(meeting, .relative, now: later) == #"Text "2 hours, 3 minutes""#)
    #expect(outline(meeting.addingTimeInterval(86_400), .relative) == #"Text "1 day""#)
    #expect(outline(meeting.addingTimeInterval(5), .relative) == #"Text "5 seconds""#)
    #expect(outline(later, .offset, now: meeting) == #"Text "+2 hours, 3 minutes""#)
    #expect(outline(meeting.addingTimeInterval(-60), .offset) == #"Text "-1 minute""#)
    #expect(outline(meeting.addingTimeInterval(123), .timer) == #"Text "2:03""#)
    #expect(outline(later, .timer, now: meeting) == #"Text "2:03:04""#)
  }
}
