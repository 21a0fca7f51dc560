import NIOCore

/// Runs `expire` on `eventLoop` once `timeout` has passed on `clock`, unless the returned task is
/// cancelled first: the timer of the web host's per-connection deadlines, on the configuration's
/// clock so that tests drive it.
func startConnectionDeadline(
  on eventLoop: any EventLoop,
  after timeout: Duration,
  clock: any Clock<Duration>,
  expire: @escaping @Sendable () -> Void
) -> Task<Void, Never> {
  Task {
    do {
      try await clock.sleep(for: timeout)
    } catch {
      return
    }
    eventLoop.execute(expire)
  }
}
