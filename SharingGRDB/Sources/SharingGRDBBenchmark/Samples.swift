import Dispatch

/// Durations of repeated operations, summarised as BENCHMARKS.md reports them.
struct Samples {
  let name: String
  private(set) var nanoseconds: [UInt64] = []

  init(_ name: String) { self.name = name }

  /// Runs `body` once and records how long it took.
  mutating func measure<R>(_ body: () throws -> R) rethrows -> R {
    let start = Self.now
    let result = try body()
    self.record(since: start)
    return result
  }

  /// The time now, for `record(since:)`.
  static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Records the time from `start` until now (for an operation `measure` cannot wrap).
  mutating func record(since start: UInt64) {
    self.nanoseconds.append(Self.now - start)
  }

  /// `name: p50 …, p99 … (n samples)`.
  var line: String {
    let sorted = self.nanoseconds.sorted()
    func percentile(_ p: Double) -> String {
      let index = min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)
      return milliseconds(sorted[max(0, index)])
    }
    return "\(self.name): p50 \(percentile(0.5)), p99 \(percentile(0.99)) (\(sorted.count) samples)"
  }

  private func milliseconds(_ nanoseconds: UInt64) -> String {
    let value = Double(nanoseconds) / 1_000_000
    let rounded = (value * 1000).rounded() / 1000
    return "\(rounded) ms"
  }
}
