import ComposableArchitecture
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Logging

/// Opens a WebSocket to `path` and runs `handler` on it until it returns.
typealias WebSocketOpener = @Sendable (
  _ path: String, _ handler: @escaping WebSocketDataHandler<WebSocketClient.Context>
) async throws -> Void

/// Opens a socket per path, then sends `events` messages, one in flight at a time, each on the
/// next socket in turn, and returns each one's time from its write to the next frame back.
/// `greets` says the server sends a frame first (the page), which is not timed.
func roundTrips(
  client: some TestClientProtocol, paths: [String], greets: Bool, events: Int,
  message: @escaping @Sendable (Int) -> String
) async throws -> [Duration] {
  try await roundTrips(
    open: { path, handler in _ = try await client.ws(path, handler: handler) },
    paths: paths, greets: greets, events: events, message: message)
}

/// The same, on the server at `port` of this machine (one in another process, say).
func roundTrips(
  port: Int, paths: [String], greets: Bool, events: Int,
  message: @escaping @Sendable (Int) -> String
) async throws -> [Duration] {
  let logger = Logger(label: "web-benchmark")
  return try await roundTrips(
    open: { path, handler in
      _ = try await WebSocketClient.connect(
        url: "ws://127.0.0.1:\(port)\(path)", logger: logger, handler: handler)
    },
    paths: paths, greets: greets, events: events, message: message)
}

private func roundTrips(
  open: @escaping WebSocketOpener, paths: [String], greets: Bool, events: Int,
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
        // A socket that fails (refused, closed early) ends the run instead of leaving the turns
        // waiting for it: the signals end, and the group rethrows its error.
        do {
          try await open(path) { inbound, outbound, _ in
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
        } catch {
          doneContinuation.finish()
          throw error
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
