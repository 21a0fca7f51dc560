// BENCHMARKS.md's PostgreSQL figures, against the server at POSTGRES_URL (Scripts/with-postgres):
//
//     Scripts/with-postgres swift run -c release --package-path SharingPostgres \
//       --scratch-path .build sharing-postgres-benchmark [WRITES]
//
// 1. A `withLock` write through one storage until another storage's `@Shared` (its own
//    connections, as another process has) holds the value.
// 2. The floor under it: a raw postgres-nio `NOTIFY` on one connection until another connection
//    that `LISTEN`s receives it.
import Foundation
import Logging
import PostgresNIO
import SharedDeliveries
import Sharing
import SharingPostgres

@main
struct Benchmark {
  static func main() async throws {
    guard let url = ProcessInfo.processInfo.environment["POSTGRES_URL"] else {
      FileHandle.standardError.write(Data("POSTGRES_URL is not set: run through Scripts/with-postgres\n".utf8))
      exit(1)
    }
    let writes = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000
    let warmUp = 100
    let clock = ContinuousClock()

    let key = "benchmark-\(UUID().uuidString.prefix(8))"
    let storageA = try PostgresStorage(url: url)
    let storageB = try PostgresStorage(url: url)
    // The moment a shared value holds what its key delivered.
    let deliveries = Deliveries()
    let a = Shared(wrappedValue: 0, deliveries.postgres(key, storage: storageA))
    let b = Shared(wrappedValue: 0, deliveries.postgres(key, storage: storageB))
    _ = await deliveries.waitUntil { !a.isLoading && !b.isLoading }
    var shared: [Duration] = []
    for value in 1...(warmUp + writes) {
      let start = clock.now
      a.withLock { $0 = value }
      guard await deliveries.waitUntil({ b.wrappedValue == value }) else {
        fatalError("B did not see \(value)")
      }
      if value > warmUp { shared.append(clock.now - start) }
    }
    if let error = a.saveError ?? b.loadError { throw error }
    await storageA.close()
    await storageB.close()

    let logger = Logger(label: "benchmark", factory: { _ in SwiftLogNoOpLogHandler() })
    let configuration = try PostgresConnection.Configuration(url: url)
    let listener = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
    let notifier = try await PostgresConnection.connect(configuration: configuration, id: 2, logger: logger)
    let raw = try await listener.listen(on: "benchmark") { notifications in
      var iterator = notifications.makeAsyncIterator()
      var raw: [Duration] = []
      for value in 1...(warmUp + writes) {
        let start = clock.now
        try await notifier.query("SELECT pg_notify('benchmark', \(String(value)))", logger: logger)
        guard let notification = try await iterator.next(), notification.payload == String(value)
        else { throw CancellationError() }
        if value > warmUp { raw.append(clock.now - start) }
      }
      return raw
    }
    try await listener.close()
    try await notifier.close()

    print("| what (\(writes) writes on loopback, after \(warmUp) to warm up) | p50 | p99 | max |")
    print("| --- | --- | --- | --- |")
    print(row("`withLock` in one storage until another storage's `@Shared` has the value", shared))
    print(row("raw postgres-nio: `pg_notify` on one connection until another receives it", raw))
  }


  static func row(_ what: String, _ durations: [Duration]) -> String {
    let sorted = durations.sorted()
    func at(_ p: Double) -> String {
      milliseconds(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))])
    }
    return "| \(what) | \(at(0.5)) | \(at(0.99)) | \(milliseconds(sorted.last!)) |"
  }

  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f ms", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
  }
}
