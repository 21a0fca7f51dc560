import ComposableArchitecture
import HummingbirdTesting
import HummingbirdWSTesting

/// Opens a socket per path, then sends `events` messages, one in flight at a time, each on the
/// next socket in turn, and returns each one's time from its write to the next frame back.
/// `greets` says the server sends a frame first (the page), which is not timed.
func roundTrips(
  client: some TestClientProtocol, paths: [String], greets: Bool, events: Int,
  message: @escaping @Sendable (Int) -> String
) async throws -> [Duration] {
  let samples = LockIsolated<[Duration]>([])
  let clock = ContinuousClock()
  let turns = paths.map { _ in AsyncStream<Bool>.makeStream() }
  let (done, doneContinuation) = AsyncStream<Void>.makeStream()
  try await withThrowingTaskGroup(of: Void.self) { group in
    for (index, path) in paths.enumerated() {
      let turn = turns[index].stream
      group.addTask {
        try await client.ws(path) { inbound, outbound, _ in
          var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
          if greets { _ = try await messages.next() }
          doneContinuation.yield()
          for await go in turn {
            guard go else { break }
            let start = clock.now
            try await outbound.write(.text(message(index)))
            _ = try await messages.next()
            let elapsed = start.duration(to: clock.now)
            samples.withValue { $0.append(elapsed) }
            doneContinuation.yield()
          }
          try await outbound.close(.normalClosure, reason: nil)
        }
      }
    }
    var signals = done.makeAsyncIterator()
    for _ in paths { await signals.next() }
    for event in 0..<events {
      turns[event % paths.count].continuation.yield(true)
      await signals.next()
    }
    for turn in turns { turn.continuation.yield(false) }
    try await group.waitForAll()
  }
  return samples.value
}
