#if !canImport(Darwin)
  import Foundation

  /// A unit a duration is split into by ``DateComponentsFormatter``, with its English names.
  enum DurationUnit: CaseIterable {
    case day, hour, minute, second

    var seconds: Int {
      switch self {
      case .day: 86_400
      case .hour: 3_600
      case .minute: 60
      case .second: 1
      }
    }

    var calendarUnit: NSCalendar.Unit {
      switch self {
      case .day: .day
      case .hour: .hour
      case .minute: .minute
      case .second: .second
      }
    }

    /// Splits whole seconds into the units, largest first: the largest takes what the smaller
    /// ones leave, the smallest takes the rest.
    static func split(seconds: Int, into units: [DurationUnit]) -> [Int] {
      var remaining = seconds
      return units.map { unit in
        defer { remaining %= unit.seconds }
        return remaining / unit.seconds
      }
    }

    /// `5s`, `5sec`, `5 sec`, `5 seconds`: the value in a non-positional style.
    func text(_ value: Int, style: DateComponentsFormatter.UnitsStyle) -> String {
      switch style {
      case .abbreviated: "\(value)\(self.symbol)"
      case .brief: "\(value)\(self.shortName)"
      case .short: "\(value) \(self.shortName)"
      case .full, .spellOut, .positional: "\(value) \(value == 1 ? self.name : self.name + "s")"
      }
    }

    private var symbol: String {
      switch self {
      case .day: "d"
      case .hour: "h"
      case .minute: "m"
      case .second: "s"
      }
    }

    private var shortName: String {
      switch self {
      case .day: "day"
      case .hour: "hr"
      case .minute: "min"
      case .second: "sec"
      }
    }

    private var name: String {
      switch self {
      case .day: "day"
      case .hour: "hour"
      case .minute: "minute"
      case .second: "second"
      }
    }
  }
#endif
