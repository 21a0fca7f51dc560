import ComposableArchitecture
@_spi(Benchmarks) import ComposableWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSTesting

/// The web host's benchmarks (BENCHMARKS.md, "The web host"): what an idle session costs, how
/// long an event takes to come back as a patch over a loopback WebSocket beside a bare echo on
/// the same kind of socket, and what a one-field change weighs against the page. The
/// `web-benchmark` executable runs them in release:
///
///     swift run -c release --package-path Web web-benchmark
///
/// ```swift
/// print(try await WebBenchmarks.eventToPatchLatency(sessions: 100, events: 2_000).line)
/// ```
public enum WebBenchmarks {
  /// The growth of the process's resident memory while `sessions` sessions are opened, per
  /// session. One session is opened first, so that what the process allocates once is not
  /// counted.
  public static func memoryPerIdleSession(sessions: Int) async throws -> WebBenchmarkFigures.Memory {
    let server = Self.server()
    let before = try await MainActor.run {
      _ = try server.openSession(path: "/")
      return Self.residentBytes()
    }
    let after = try await MainActor.run {
      for _ in 0..<sessions { _ = try server.openSession(path: "/") }
      return Self.residentBytes()
    }
    return WebBenchmarkFigures.Memory(
      sessions: sessions, bytesPerSession: (after - before) / sessions)
  }

  /// The first page's size, and the size of the update a click on "+" sends (the count is the
  /// one field that changes).
  public static func bytesPerOneFieldChange() async throws -> WebBenchmarkFigures.Bytes {
    let server = Self.server()
    return try await MainActor.run {
      let session = try server.openSession(path: "/")
      let page = server.document(for: session)
      guard let id = session.tree.controlID(.click, containing: "+") else {
        throw WebBenchmarkError.noIncrementButton
      }
      try session.handle(WebEvent(controlID: id, kind: .click))
      guard let update = session.update() else { throw WebBenchmarkError.noUpdate }
      return WebBenchmarkFigures.Bytes(
        page: page.utf8.count, updateFrame: update.json.utf8.count,
        patches: update.patches.json.utf8.count)
    }
  }

  /// Event → patch round trips: `sessions` sessions, each with its WebSocket on loopback, take
  /// turns sending a click on "+"; each is timed from writing the event to receiving the patch.
  public static func eventToPatchLatency(
    sessions count: Int, events: Int
  ) async throws -> WebBenchmarkFigures.Latency {
    let server = Self.server()
    let samples = try await server.application().test(.live) { client in
      let sessions = try await MainActor.run { try openCounterSessions(server, count: count) }
      return try await roundTrips(
        client: client, paths: sessions.map(\.socketPath), greets: true,
        events: events
      ) { index in #"{"t":"event","c":"\#(sessions[index].control)","e":"click","v":""}"# }
    }
    return WebBenchmarkFigures.Latency(label: "latency sessions=\(count)", samples: samples)
  }

  /// The raw baseline beside ``eventToPatchLatency(sessions:events:)``: a WebSocket round trip
  /// on loopback to a bare Hummingbird server that echoes each frame (no session, no store, no
  /// render), with the same client, the same size of event and the same turn-taking.
  public static func echoRoundTripBaseline(
    sockets count: Int, events: Int
  ) async throws -> WebBenchmarkFigures.Latency {
    let samples = try await echoApplication().test(.live) { client in
      try await roundTrips(
        client: client, paths: Array(repeating: "/echo", count: count), greets: false,
        events: events
      ) { _ in Self.echoMessage }
    }
    return WebBenchmarkFigures.Latency(label: "echo-baseline sessions=\(count)", samples: samples)
  }

  /// What the echo's client sends: as long as an event on the counter's page.
  static let echoMessage = #"{"t":"event","c":"0123456789abcdef","e":"click","v":""}"#

  /// A bare Hummingbird server on a free loopback port that echoes each WebSocket text frame at
  /// `/echo`: no session, no store, no render.
  static func echoApplication(
    onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let router = Router(context: BasicWebSocketRequestContext.self)
    let webSocketRouter = Router(context: BasicWebSocketRequestContext.self)
    webSocketRouter.ws("/echo") { inbound, outbound, _ in
      for try await message in inbound.messages(maxSize: 1 << 16) {
        if case .text(let text) = message { try await outbound.write(.text(text)) }
      }
    }
    return Application(
      router: router,
      server: .http1WebSocketUpgrade(webSocketRouter: webSocketRouter),
      configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) }
    )
  }

  /// Opens `count` sessions of the counter's page, each with the id of its "+" button.
  @MainActor
  static func openCounterSessions(_ server: WebServer, count: Int) throws -> [LoadTarget.Session] {
    try (0..<count).map { _ in
      let session = try server.openSession(path: "/")
      guard let id = session.tree.controlID(.click, containing: "+") else {
        throw WebBenchmarkError.noIncrementButton
      }
      return LoadTarget.Session(socketPath: server.socketPath(for: session), control: id)
    }
  }

  /// A server for the benchmark's page, on any free port, with limits that do not get in the
  /// way of many sessions and fast events.
  static func server() -> WebServer {
    var configuration = WebConfiguration()
    configuration.port = 0
    // Hummingbird's WebSocket client names the URL's host as its origin.
    configuration.allowedOrigins = ["ws://localhost", "ws://127.0.0.1"]
    configuration.maxSessions = 100_000
    configuration.eventBurst = 1_000_000
    configuration.eventsPerSecond = 1_000_000
    return WebServer(configuration: configuration) { path in BenchmarkCounter.scene(path: path) }
  }

  /// Resident memory of the process, in bytes (what a session costs the machine).
  static func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "0 0"
    let pages = Int(statm.split(separator: " ")[1]) ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

/// Why a benchmark could not measure: the page is not the one it expects.
enum WebBenchmarkError: Error {
  case noIncrementButton
  case noUpdate
}
