import ComposableArchitecture
import Foundation
import ServiceLifecycle

@testable import ComposableWeb

/// Runs the counter's server (or what `serving` makes) with `configuration` on a test clock whose
/// sleeps are reported (each with its deadline), hands `body` its port, then shuts it down.
func withTestClockServer(
  _ configuration: WebConfiguration = WebConfiguration(),
  label: String,
  serving application: @Sendable (
    _ configuration: WebConfiguration, _ label: String,
    _ onListening: @escaping @Sendable (Int) async -> Void
  ) -> any Service = counterApplication,
  _ body: @escaping @Sendable (
    _ port: Int, _ clock: TestClock<Duration>, _ sleeps: AsyncStream<TestClock<Duration>.Instant>
  ) async throws -> Void
) async throws {
  let clock = TestClock()
  let (sleeps, sleeping) = AsyncStream<TestClock<Duration>.Instant>.makeStream()
  var configuration = configuration
  configuration.clock = SleepReportingClock(base: clock, sleeping: sleeping)
  try await runServer(configuration, label: label, serving: application) {
    port, group, hasEnded in
    try await body(port, clock, sleeps)
    await group.triggerGracefulShutdown()
    while !hasEnded.value {
      await clock.advance(by: .seconds(5))
      await Task.yield()
    }
  }
}

/// A test clock that says when something starts sleeping on it, and until when.
private struct SleepReportingClock: Clock {
  let base: TestClock<Duration>
  let sleeping: AsyncStream<TestClock<Duration>.Instant>.Continuation

  var now: TestClock<Duration>.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: TestClock<Duration>.Instant, tolerance: Duration?) async throws {
    sleeping.yield(deadline)
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
