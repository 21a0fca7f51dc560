// One side of a two-process exchange through `.postgres` keys, for the two-process test:
//
//     sharing-postgres-peer ping URL NAME COUNT   writes NAME-ping = 1…COUNT, each after it saw the
//                                                 other side answer the previous one in NAME-pong
//     sharing-postgres-peer pong URL NAME COUNT   answers each ping it sees by writing it to
//                                                 NAME-pong, until it answered COUNT
//
// Each side sees every value the other writes, since neither writes again before it was answered.
// `ping` prints the round trips' percentiles; either side exits 1 after 60 s without finishing.
import Foundation
import SharedDeliveries
import Sharing
import SharingPostgres

@main
struct Peer {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 4, let count = Int(arguments[3]), count > 0,
      ["ping", "pong"].contains(arguments[0])
    else {
      FileHandle.standardError.write(
        Data("usage: sharing-postgres-peer ping|pong URL NAME COUNT\n".utf8))
      exit(64)
    }
    let (role, url, name) = (arguments[0], arguments[1], arguments[2])
    func fail(_ message: String) -> Never {
      FileHandle.standardError.write(Data("sharing-postgres-peer \(role): \(message)\n".utf8))
      exit(1)
    }
    let deadline = Task {
      try await Task.sleep(for: .seconds(60))
      fail("timed out")
    }

    let storage: PostgresStorage
    do {
      storage = try PostgresStorage(url: url)
    } catch {
      fail("\(error)")
    }
    let deliveries = Deliveries()
    func waitUntil(_ condition: @escaping @Sendable () -> Bool) async {
      if await !deliveries.waitUntil(timeout: .seconds(60), condition) { fail("timed out") }
    }
    let ping = Shared(wrappedValue: 0, deliveries.postgres("\(name)-ping", storage: storage))
    let pong = Shared(wrappedValue: 0, deliveries.postgres("\(name)-pong", storage: storage))
    await waitUntil { !ping.isLoading && !pong.isLoading }
    if let error = ping.loadError ?? pong.loadError { fail("\(error)") }

    if role == "ping" {
      var roundTrips: [Duration] = []
      let clock = ContinuousClock()
      for value in 1...count {
        let start = clock.now
        ping.withLock { $0 = value }
        await waitUntil { pong.wrappedValue == value }
        roundTrips.append(clock.now - start)
        if let error = ping.saveError { fail("\(error)") }
      }
      let sorted = roundTrips.sorted()
      func percentile(_ p: Double) -> String {
        let duration = sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
        return milliseconds(duration)
      }
      print("ping: \(count) answered; round trip p50 \(percentile(0.5)), p99 \(percentile(0.99))")
    } else {
      for value in 1...count {
        await waitUntil { ping.wrappedValue >= value }
        if ping.wrappedValue != value { fail("missed ping \(value): saw \(ping.wrappedValue)") }
        pong.withLock { $0 = value }
        if let error = pong.saveError { fail("\(error)") }
      }
      try? await pong.save()
      print("pong: answered \(count)")
    }
    deadline.cancel()
    await storage.close()
  }

  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f ms", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
  }
}
