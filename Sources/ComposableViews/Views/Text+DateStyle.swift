import ComposableArchitecture
import Foundation

extension Text {
  /// How ``init(_:style:)`` shows a date.
  public struct DateStyle: Hashable, Sendable {
    private let kind: Kind

    private enum Kind: Hashable, Sendable {
      case date, time, relative, offset, timer
    }

    /// The day, month and year: "June 3, 2026".
    public static let date = DateStyle(kind: .date)
    /// The time of day: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// How far the date is from now: "2 hours, 3 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// How far the date is from now, signed: "+2 hours", "-3 minutes".
    public static let offset = DateStyle(kind: .offset)
    /// A stopwatch or countdown to the date: "2:03", "1:02:03".
    public static let timer = DateStyle(kind: .timer)

    /// `date` in this style; "now", the locale, calendar and time zone are the `date`, `locale`,
    /// `calendar` and `timeZone` dependencies, so that a test fixes what the text says.
    func format(_ date: Date) -> String {
      @Dependency(\.date.now) var now
      @Dependency(\.locale) var locale
      @Dependency(\.calendar) var calendar
      @Dependency(\.timeZone) var timeZone
      switch kind {
      case .date, .time:
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = kind == .date ? .long : .none
        formatter.timeStyle = kind == .time ? .short : .none
        return formatter.string(from: date)
      case .relative:
        return Self.duration(abs(date.timeIntervalSince(now)))
      case .offset:
        let interval = date.timeIntervalSince(now)
        return (interval < 0 ? "-" : "+") + Self.duration(abs(interval))
      case .timer:
        return Self.clock(abs(date.timeIntervalSince(now)))
      }
    }

    /// The largest unit of `seconds` and the next one down when it is not zero: "2 hours,
    /// 3 minutes", "1 day", "5 seconds".
    private static func duration(_ seconds: TimeInterval) -> String {
      let units: [(name: String, seconds: Int)] = [
        ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1),
      ]
      func counted(_ count: Int, _ name: String) -> String { "\(count) \(name)\(count == 1 ? "" : "s")" }
      let total = Int(seconds)
      guard let largest = units.firstIndex(where: { total >= $0.seconds }) else { return "0 seconds" }
      let unit = units[largest]
      var text = counted(total / unit.seconds, unit.name)
      if largest + 1 < units.count {
        let next = units[largest + 1]
        let count = total % unit.seconds / next.seconds
        if count > 0 { text += ", " + counted(count, next.name) }
      }
      return text
    }

    /// `seconds` as minutes and seconds, with hours when there are some: "2:03", "1:02:03".
    private static func clock(_ seconds: TimeInterval) -> String {
      let total = Int(seconds)
      let (hours, minutes, secs) = (total / 3_600, total % 3_600 / 60, total % 60)
      func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
  }

  /// `date` shown in `style`, as SwiftUI's `Text(_:style:)`.
  ///
  /// <!-- snippet: group doc-counter; body -->
  /// ```swift
  /// let meeting = Date(timeIntervalSince1970: 1_234_567_890)
  /// let day = Text(meeting, style: .date)
  /// let time = Text(meeting, style: .time)
  /// ```
  ///
  /// The text is worked out when the view is resolved: `.relative`, `.offset` and `.timer` are
  /// up to date each time the view is drawn again, and do not tick on their own.
  public init(_ date: Date, style: DateStyle) {
    self.init(style.format(date))
  }
}
