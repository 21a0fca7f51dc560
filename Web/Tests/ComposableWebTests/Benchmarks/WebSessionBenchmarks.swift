import ComposableArchitecture
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSTesting
import Testing

@testable import ComposableWeb

/// The figures in BENCHMARKS.md ("Web host"). Off by default (they take a while and measure the
/// machine); run them with
///
///     WEB_BENCHMARK=1 swift test --package-path Web -c release --filter WebSessionBenchmarks
@Suite(
  .serialized, .timeLimit(.minutes(5)),
  .enabled(if: ProcessInfo.processInfo.environment["WEB_BENCHMARK"] != nil)
)
struct WebSessionBenchmarks {
  /// Resident memory of the process, in bytes (what a session costs the machine).
  static func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "0 0"
    let pages = Int(statm.split(separator: " ")[1]) ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  static func server() -> WebServer {
    var configuration = WebConfiguration()
    configuration.port = 0
    configuration.allowedOrigins = ["ws://localhost"]
    configuration.maxSessions = 100_000
    configuration.eventBurst = 1_000_000
    configuration.eventsPerSecond = 1_000_000
    return WebServer(configuration: configuration) { path in
      counterScene(
        Store(initialState: Counter.State(isShowingDetail: path == "/detail")) { Counter() })
    }
  }

  @Test(arguments: [1, 100, 1000, 10_000])
  func memoryPerIdleSession(count: Int) async throws {
    let server = Self.server()
    // One session first, so that what is allocated once per process is not counted.
    let before = try await MainActor.run {
      _ = try server.registry.openSession(path: "/")
      return Self.residentBytes()
    }
    let after = try await MainActor.run {
      for _ in 0..<count { _ = try server.registry.openSession(path: "/") }
      return Self.residentBytes()
    }
    print("web-benchmark memory sessions=\(count) bytes/session=\((after - before) / count)")
  }

  @Test func bytesPerOneFieldChange() async throws {
    let server = Self.server()
    let (page, update) = try await MainActor.run {
      let session = try server.registry.openSession(path: "/")
      let id = session.tree.controlID(.click, containing: "+")!
      try session.handle(WebEvent(controlID: id, kind: .click))
      return (WebPage.document(session: session, title: "App"), session.update()!)
    }
    print(
      "web-benchmark bytes page=\(page.utf8.count) update-frame=\(update.json.utf8.count)"
        + " patches=\(update.patches.json.utf8.count)")
  }

  @Test(arguments: [1, 100, 1000])
  func eventToPatchLatency(count: Int) async throws {
    let server = Self.server()
    try await server.application().test(.live) { client in
      let sessions = try await MainActor.run {
        try (0..<count).map { _ in
          let session = try server.registry.openSession(path: "/")
          return (session.id, session.tree.controlID(.click, containing: "+")!)
        }
      }
      let samples = try await Self.roundTrips(
        client: client, paths: sessions.map { "/ws?s=\($0.0)&v=0" }, greets: true,
        events: max(2000, count)
      ) { index in #"{"t":"event","c":"\#(sessions[index].1)","e":"click","v":""}"# }
      Self.report("latency sessions=\(count)", samples)
    }
  }

  /// The raw baseline beside the figure above, in the same run: a WebSocket round trip on
  /// loopback to a bare Hummingbird server that echoes each frame (no session, no store, no
  /// render), with the same client, the same sizes of event and the same turn-taking.
  @Test(arguments: [1, 100, 1000])
  func echoRoundTripBaseline(count: Int) async throws {
    let router = Router(context: BasicWebSocketRequestContext.self)
    let webSocketRouter = Router(context: BasicWebSocketRequestContext.self)
    webSocketRouter.ws("/echo") { inbound, outbound, _ in
      for try await message in inbound.messages(maxSize: 1 << 16) {
        if case .text(let text) = message { try await outbound.write(.text(text)) }
      }
    }
    let application = Application(
      router: router,
      server: .http1WebSocketUpgrade(webSocketRouter: webSocketRouter),
      configuration: .init(address: .hostname("127.0.0.1", port: 0))
    )
    try await application.test(.live) { client in
      let samples = try await Self.roundTrips(
        client: client, paths: Array(repeating: "/echo", count: count), greets: false,
        events: max(2000, count)
      ) { _ in #"{"t":"event","c":"0123456789abcdef","e":"click","v":""}"# }
      Self.report("echo-baseline sessions=\(count)", samples)
    }
  }

  /// Opens a socket per path, then sends `events` messages, one in flight at a time, each on
  /// the next socket in turn, and returns each one's time from its write to the next frame
  /// back. `greets` says the server sends a frame first (the page), which is not timed.
  static func roundTrips(
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

  static func report(_ label: String, _ samples: [Duration]) {
    let sorted = samples.sorted()
    func percentile(_ p: Double) -> Double {
      let value = sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
      return Double(value.components.attoseconds) / 1e15 + Double(value.components.seconds) * 1e3
    }
    print(
      "web-benchmark \(label) events=\(sorted.count)"
        + " p50=\(percentile(0.5))ms p99=\(percentile(0.99))ms")
  }
}
