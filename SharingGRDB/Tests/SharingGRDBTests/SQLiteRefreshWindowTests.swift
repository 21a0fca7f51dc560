import ComposableArchitecture
import Foundation
import SharingGRDB
import Testing

/// Another writer commits a newer row; the key reads it and hands it to the shared value on the
/// main queue while this process's user, off the main actor, edits the value they still see. The
/// handover is held (`HoldingKey`) while the edit is made and its transaction runs.
///
/// Holding the main queue stalls the main-actor tests that run beside it (run in parallel with
/// `PlayersFeatureTests`, whose test store waits on the main queue, the process hung), so it runs
/// on its own, as CI runs it:
///
///     SHARING_GRDB_HOLD_MAIN_QUEUE=1 swift test --package-path SharingGRDB --scratch-path .build \
///       --filter SQLiteRefreshWindowTests
@Suite(
  .timeLimit(.minutes(1)),
  .enabled(if: ProcessInfo.processInfo.environment["SHARING_GRDB_HOLD_MAIN_QUEUE"] == "1")
)
struct SQLiteRefreshWindowTests {
  @Test func anEditMadeWhileANewerRowIsHandedOverConflictsAndNeverOverwritesIt() async throws {
    let database = try DatabaseQueue()
    // A name no other test uses: a key's identity is its name and its database's address, which a
    // database another test released may have had.
    let name = "team-\(UUID().uuidString)"
    let key = HoldingKey(SQLiteKey<[String]>.sqlite(name, database: database))
    let names = Shared(wrappedValue: ["start"], key)
    names.withLock { $0 = ["start"] }
    try await names.save()
    let startVersion = try #require(try await version(of: name, in: database))

    let handover = key.hold(whenDelivering: ["start", "from B"])
    try await database.write { db in
      try db.execute(
        sql: """
          UPDATE shared_values SET value = '["start","from B"]', version = version + 1
          WHERE key = ?
          """,
        arguments: [name]
      )
    }
    var reached = handover.reached.makeAsyncIterator()
    _ = await reached.next()

    var savesFinished = handover.savesFinished.makeAsyncIterator()
    names.withLock { $0.append("from A") }
    // The writer's queue is serial: once this runs, the save's transaction has run too.
    try await database.write { _ in }
    handover.release.signal()
    _ = await savesFinished.next()

    #expect(try await json(of: name, in: database) == #"["start","from B"]"#)
    #expect(names.wrappedValue == ["start", "from B"])
    let conflict = try #require(names.saveError as? SQLiteSaveConflict)
    #expect(conflict.basedOnVersion == startVersion)
    #expect(conflict.currentVersion == startVersion + 1)
  }
}

func version(of key: String, in database: DatabaseQueue) async throws -> Int64? {
  try await database.read { db in
    try Int64.fetchOne(db, sql: "SELECT version FROM shared_values WHERE key = ?", arguments: [key])
  }
}
