import ComposableArchitecture
import Logging
import ServiceLifecycle
import Testing

@testable import ComposableWeb

/// Runs a server of the counter scene with `configuration` on a free port, hands `body` the port,
/// the service group (`body` shuts it down) and whether its run has ended yet, and returns once
/// the run has ended.
func runCounterServer(
  _ configuration: WebConfiguration,
  label: String,
  _ body: @escaping @Sendable (_ port: Int, _ group: ServiceGroup, _ hasEnded: LockIsolated<Bool>)
    async throws -> Void
) async throws {
  try await runServer(configuration, label: label, serving: counterApplication, body)
}

/// The counter's web host, as ``runServer(_:label:serving:_:)`` serves it.
func counterApplication(
  _ configuration: WebConfiguration, label: String,
  onListening: @escaping @Sendable (Int) async -> Void
) -> any Service {
  let server = WebServer(configuration: configuration) { _ in
    counterScene(Store(initialState: Counter.State()) { Counter() })
  }
  return server.application(logger: Logger(label: label), onListening: onListening)
}

/// Runs the application `serving` makes with `configuration` on a free port, hands `body` the
/// port, the service group (`body` shuts it down) and whether its run has ended yet, and returns
/// once the run has ended.
func runServer(
  _ configuration: WebConfiguration,
  label: String,
  serving application: @Sendable (
    _ configuration: WebConfiguration, _ label: String,
    _ onListening: @escaping @Sendable (Int) async -> Void
  ) -> any Service,
  _ body: @escaping @Sendable (_ port: Int, _ group: ServiceGroup, _ hasEnded: LockIsolated<Bool>)
    async throws -> Void
) async throws {
  var configuration = configuration
  configuration.port = 0
  let (ports, listening) = AsyncStream<Int>.makeStream()
  let group = ServiceGroup(
    configuration: .init(
      services: [application(configuration, label) { listening.yield($0) }],
      logger: Logger(label: label)))
  let hasEnded = LockIsolated(false)
  try await withThrowingTaskGroup(of: Void.self) { tasks in
    tasks.addTask {
      try await group.run()
      hasEnded.setValue(true)
    }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())
    try await body(port, group, hasEnded)
    try await tasks.waitForAll()
  }
}
