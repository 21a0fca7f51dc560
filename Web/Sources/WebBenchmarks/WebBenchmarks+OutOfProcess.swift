@_spi(Benchmarks) import ComposableWeb
import Foundation
import Logging
import ServiceLifecycle

/// The round trips with the load generator in another process: `web-benchmark serve` runs the
/// server side and `web-benchmark drive` the client side, so that each can be pinned to a core of
/// its own (`Scripts/web-tail` does) and the client's work does not share the server's threads.
extension WebBenchmarks {
  /// Serves the benchmark's counter and the bare echo on free loopback ports, opens `sessions`
  /// sessions, hands `announce` the ``LoadTarget``, and serves until SIGTERM or SIGINT.
  public static func serveLoadTarget(
    sessions count: Int, announce: @escaping @Sendable (LoadTarget) -> Void
  ) async throws {
    let server = Self.server()
    let (ports, listening) = AsyncStream<(isEcho: Bool, port: Int)>.makeStream()
    let web = server.application { port in listening.yield((false, port)) }
    let echo = echoApplication { port in listening.yield((true, port)) }
    let logger = Logger(label: "web-benchmark")
    let group = ServiceGroup(
      configuration: .init(
        services: [web, echo], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var webPort: Int?
      var echoPort: Int?
      for await (isEcho, port) in ports {
        if isEcho { echoPort = port } else { webPort = port }
        if webPort != nil, echoPort != nil { break }
      }
      guard let webPort, let echoPort else { return }
      let sessions = try await MainActor.run { try openCounterSessions(server, count: count) }
      announce(
        LoadTarget(
          port: webPort, echoPort: echoPort,
          sessions: sessions))
      try await tasks.waitForAll()
    }
  }

  /// Event → patch round trips against a ``LoadTarget`` served by another process, then the echo
  /// round trips of the same run with as many sockets, as ``eventToPatchLatency(sessions:events:)``
  /// and ``echoRoundTripBaseline(sockets:events:)`` time them in one process.
  public static func driveLoad(
    target: LoadTarget, events: Int
  ) async throws -> (latency: WebBenchmarkFigures.Latency, echo: WebBenchmarkFigures.Latency) {
    let sessions = target.sessions
    let latency = try await roundTrips(
      port: target.port, paths: sessions.map(\.socketPath), greets: true,
      events: events
    ) { index in #"{"t":"event","c":"\#(sessions[index].control)","e":"click","v":""}"# }
    let echo = try await roundTrips(
      port: target.echoPort, paths: Array(repeating: "/echo", count: sessions.count),
      greets: false, events: events
    ) { _ in Self.echoMessage }
    return (
      WebBenchmarkFigures.Latency(label: "latency sessions=\(sessions.count)", samples: latency),
      WebBenchmarkFigures.Latency(label: "echo-baseline sessions=\(sessions.count)", samples: echo)
    )
  }
}
