#if !canImport(Darwin)
  import ConcurrencyExtras
  import Foundation

  // Linux's Foundation declares `DateComponentsFormatter` but marks it unavailable ("Not
  // supported in swift-corelibs-foundation"). A declaration of a module shadows those of the
  // modules it imports, so code that imports this module gets this one; the day Linux's
  // Foundation implements its own, this one is to be removed.

  /// Formats a duration as Apple's `DateComponentsFormatter` does, for the units a duration has
  /// without a calendar (days, hours, minutes and seconds), in English. Upstream's VoiceMemos
  /// shows its recordings' lengths with one:
  ///
  /// ```swift
  /// let formatter = DateComponentsFormatter()
  /// formatter.allowedUnits = [.minute, .second]
  /// formatter.zeroFormattingBehavior = .pad
  /// formatter.string(from: 65)  // "01:05"
  /// ```
  ///
  /// Fractions of the smallest unit shown are dropped. Larger units (weeks, months, years) in
  /// ``allowedUnits`` are ignored: their length depends on a calendar date. The
  /// ``UnitsStyle-swift.enum/spellOut`` style formats nothing (`string(from:)` returns `nil`).
  open class DateComponentsFormatter: @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
      /// `1:01:05`.
      case positional = 0
      /// `1h 1m 5s`.
      case abbreviated = 1
      /// `1 hr, 1 min, 5 sec`.
      case short = 2
      /// `1 hour, 1 minute, 5 seconds`.
      case full = 3
      /// Numbers in words; not supported here.
      case spellOut = 4
      /// `1hr 1min 5sec`.
      case brief = 5
    }

    /// Which units whose value is zero are left out, or `pad` to show them all (positional
    /// units two digits wide).
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Positional styles drop leading zero units; the others drop every zero unit.
      public static let `default` = ZeroFormattingBehavior([])
      /// Drops zero units before the first non-zero one.
      public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 0)
      /// Drops zero units between non-zero ones.
      public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 1)
      /// Drops zero units after the last non-zero one.
      public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 2)
      /// Drops every zero unit.
      public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
      /// Shows every allowed unit, positional ones two digits wide.
      public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units to show, largest first; days, hours, minutes and seconds when empty.
    open var allowedUnits: NSCalendar.Unit {
      get { self.settings.allowedUnits }
      set { self.settings.withValue { $0.allowedUnits = newValue } }
    }

    /// How units are written; positional by default.
    open var unitsStyle: UnitsStyle {
      get { self.settings.unitsStyle }
      set { self.settings.withValue { $0.unitsStyle = newValue } }
    }

    /// Which zero units are shown.
    open var zeroFormattingBehavior: ZeroFormattingBehavior {
      get { self.settings.zeroFormattingBehavior }
      set { self.settings.withValue { $0.zeroFormattingBehavior = newValue } }
    }

    // Behind a lock, so that a formatter configured once and kept in a global (as VoiceMemos keeps
    // one) can format from any thread: what makes the class `Sendable`.
    private let settings = LockIsolated(Settings())

    private struct Settings {
      var allowedUnits: NSCalendar.Unit = []
      var unitsStyle = UnitsStyle.positional
      var zeroFormattingBehavior = ZeroFormattingBehavior.default
    }

    /// A formatter with Apple's defaults.
    public init() {}

    /// The duration, in seconds, in the formatter's units and style; `nil` for a duration that is
    /// not finite, or in the spell-out style.
    open func string(from timeInterval: TimeInterval) -> String? {
      let settings = self.settings.value
      guard timeInterval.isFinite, settings.unitsStyle != .spellOut else { return nil }
      let units = DurationUnit.allCases.filter {
        settings.allowedUnits.isEmpty || settings.allowedUnits.contains($0.calendarUnit)
      }
      guard !units.isEmpty else { return nil }
      let values = DurationUnit.split(seconds: Int(abs(timeInterval)), into: units)
      let sign = timeInterval <= -1 ? "-" : ""
      if settings.unitsStyle == .positional {
        return sign + Self.positional(values, settings.zeroFormattingBehavior)
      }
      return sign + Self.spelledOut(values, units: units, settings)
    }

    /// `1:05`: leading zero units dropped but the last two kept, or every unit two digits wide.
    private static func positional(
      _ values: [Int], _ behavior: ZeroFormattingBehavior
    ) -> String {
      let pads = behavior.contains(.pad)
      let drops: ZeroFormattingBehavior = pads ? [] : behavior.union(.dropLeading)
      let kept = Set(values.indices.suffix(2))
      let shown = Self.shownIndices(of: values, dropping: drops).union(kept).sorted()
      return shown.enumerated().map { position, index in
        position == 0 && !pads ? "\(values[index])" : Self.twoDigits(values[index])
      }
      .joined(separator: ":")
    }

    /// `1h 5s`: zero units dropped (or shown, with `pad`), the smallest shown when all are zero.
    private static func spelledOut(
      _ values: [Int], units: [DurationUnit], _ settings: Settings
    ) -> String {
      let behavior = settings.zeroFormattingBehavior
      let drops: ZeroFormattingBehavior =
        behavior.contains(.pad) ? [] : behavior == .default ? .dropAll : behavior
      let shown = Self.shownIndices(of: values, dropping: drops).sorted()
      let indices = shown.isEmpty ? [values.count - 1] : shown
      let style = settings.unitsStyle
      let separator = style == .short || style == .full ? ", " : " "
      return indices.map { units[$0].text(values[$0], style: style) }
        .joined(separator: separator)
    }

    private static func shownIndices(
      of values: [Int], dropping drops: ZeroFormattingBehavior
    ) -> Set<Int> {
      let first = values.firstIndex { $0 != 0 } ?? values.count
      let last = values.lastIndex { $0 != 0 } ?? -1
      return Set(
        values.indices.filter { index in
          if values[index] != 0 { return true }
          if index < first { return !drops.contains(.dropLeading) }
          if index > last { return !drops.contains(.dropTrailing) }
          return !drops.contains(.dropMiddle)
        }
      )
    }

    private static func twoDigits(_ value: Int) -> String {
      value < 10 ? "0\(value)" : "\(value)"
    }
  }
#endif
