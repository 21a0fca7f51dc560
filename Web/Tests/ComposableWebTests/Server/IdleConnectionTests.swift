import ComposableArchitecture
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing

@testable import ComposableWeb

/// A browser opens connections before it needs them and may never send anything on them. The
/// server's shutdown must neither wait for such a connection nor report it as an error.
@Suite(.timeLimit(.minutes(1)))
struct IdleConnectionTests {
  @Test func aShutdownEndsAConnectionThatCarriedNothingQuietly() async throws {
    var configuration = WebConfiguration()
    configuration.port = 0
    let server = WebServer(configuration: configuration) { _ in
      counterScene(Store(initialState: Counter.State()) { Counter() })
    }
    let log = LogRecorder()
    var logger = Logger(label: "IdleConnectionTests") { _ in log }
    logger.logLevel = .warning
    let (ports, listening) = AsyncStream<Int>.makeStream()
    let group = ServiceGroup(
      configuration: .init(
        services: [server.application(logger: logger) { listening.yield($0) }],
        logger: Logger(label: "IdleConnectionTests")))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      // Connected, and nothing sent: as Chromium's preconnected spare connection.
      let idle = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .connect(host: "127.0.0.1", port: port).get()
      #expect(idle.isActive)
      // Without the server ending the idle connection, the run would not end. (Whether the client
      // then sees its connection closed is not asserted: one the server had not yet accepted when
      // it stopped listening is the kernel's to reset, not the server's.) At the time limit
      // the client closes it, so that a regression fails instead of hanging.
      try await withTaskCancellationHandler {
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
        idle.close(promise: nil)
      } onCancel: {
        idle.close(promise: nil)
      }
    }
    #expect(log.messages.value == [])
  }
}

/// Keeps what is logged through it, at any level its logger lets through.
private struct LogRecorder: LogHandler {
  let messages = LockIsolated<[String]>([])
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    messages.withValue { $0.append("\(event.level): \(event.message)") }
  }
}
