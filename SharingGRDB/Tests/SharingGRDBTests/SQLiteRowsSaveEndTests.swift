import ComposableArchitecture
import Foundation
@_spi(Hosting) import Sharing
import SharingGRDB
import Testing

/// Holds the main queue, so it runs with `SQLiteRefreshWindowTests` (gated the same way).
extension SQLiteRefreshWindowTests {
  /// Another writer deletes the collection; the key reads the change and queues it for the main
  /// queue, where a save of this process is already under way and then fails (a value JSON cannot
  /// hold). The change was dropped, as the last save hands over the rows when it ends, but a
  /// failed save hands over nothing: the value kept the deleted rows until the next change.
  @Test func aChangeReadWhileASaveFailsReachesTheValue() async throws {
    let database = try DatabaseQueue()
    let collection = "readings-\(UUID().uuidString)"
    let readings = Shared(
      wrappedValue: IdentifiedArrayOf<Reading>(),
      .sqliteRows(collection, database: database)
    )
    readings.withLock { $0 = [Reading(id: 1, value: 1), Reading(id: 2, value: 2)] }
    try await readings.save()

    let release = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { release.wait() }
    try await database.write { db in
      try db.execute(sql: "DELETE FROM shared_rows WHERE collection = ?", arguments: [collection])
    }
    // The queue is serial: once this runs, the observation has read the deletion; GRDB queues it
    // for the main queue from a queue of its own, in the microseconds after.
    try await database.read { _ in }
    readings.withLock { $0[id: 1]?.value = .infinity }
    release.signal()
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    #expect(readings.saveError is EncodingError)

    let stored = try await database.read { db in
      try Int.fetchOne(
        db, sql: "SELECT count(*) FROM shared_rows WHERE collection = ?", arguments: [collection]
      )
    }
    #expect(stored == 0)
    // Before the fix, it waited here until the time limit: nothing read the rows again.
    #expect(await SharedReader(readings).value(where: \.isEmpty) == [])
  }
}

/// An element whose value JSON cannot hold when it is not finite.
struct Reading: Codable, Equatable, Identifiable, Sendable {
  let id: Int
  var value: Double
}
