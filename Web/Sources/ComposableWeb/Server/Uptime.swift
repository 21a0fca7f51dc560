/// Time since the server started, on the configured clock (a test clock in tests).
struct Uptime: Sendable {
  private let read: @Sendable () -> Duration
  private let sleeper: @Sendable (Duration) async throws -> Void

  init(_ clock: any Clock<Duration>) {
    (read, sleeper) = Uptime.functions(clock)
  }

  var now: Duration { read() }

  /// Sleeps until the uptime reaches `deadline`.
  func sleep(until deadline: Duration) async throws {
    try await sleeper(deadline)
  }

  private static func functions<C: Clock<Duration>>(
    _ clock: C
  ) -> (@Sendable () -> Duration, @Sendable (Duration) async throws -> Void) {
    let start = clock.now
    return (
      { start.duration(to: clock.now) },
      { deadline in try await clock.sleep(until: start.advanced(by: deadline), tolerance: nil) }
    )
  }
}
