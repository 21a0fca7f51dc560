/// How long to wait before trying a dropped connection again: at once the first time (a server
/// that closed one connection usually accepts the next), then doubling from 50 ms up to 2 s.
enum Backoff {
  static func delay(afterFailures failures: Int) -> Duration {
    guard failures > 0 else { return .zero }
    return .milliseconds(min(50 << min(failures - 1, 6), 2_000))
  }

  /// How many times a query is tried before its error is reported: about three seconds of
  /// reconnecting in all.
  static let attempts = 7
}
