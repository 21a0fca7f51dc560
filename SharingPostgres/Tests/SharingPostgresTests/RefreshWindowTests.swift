import ComposableArchitecture
import Foundation
import PostgresNIO
import SharedDeliveries
@_spi(Hosting) import Sharing
import Testing

@testable import SharingPostgres

/// Another process commits, its notification reaches this one, and this process's user edits
/// while the refresh's fetch is on the wire. The fetch is held deterministically: another
/// connection locks the table (`ACCESS EXCLUSIVE` blocks even a `SELECT`) until the edit is made.
///
/// The lock stalls every other test writing to the same table, and one whose transaction was
/// under way deadlocked with it (a CI run hung), so these run on their own, as CI runs them:
///
///     SHARING_POSTGRES_LOCK_TABLE=1 Scripts/with-postgres swift test --package-path SharingPostgres \
///       --scratch-path .build --skip-build --filter RefreshWindowTests
@Suite(
  .timeLimit(.minutes(1)),
  .enabled(if: ProcessInfo.processInfo.environment["SHARING_POSTGRES_LOCK_TABLE"] == "1")
)
struct RefreshWindowTests {
  let database: TestDatabase

  init() throws {
    self.database = try TestDatabase()
  }

  let deliveries = Deliveries()

  @Test func anEditMadeWhileARefreshIsOnTheWireConflictsAndNeverOverwritesTheNewerRow()
    async throws
  {
    let key = uniqueName("refresh-window")
    let storage = try database.storage(key)
    let shared = Shared(wrappedValue: ["start"], deliveries.postgres(key, storage: storage))
    try await deliveries.waitUntil("loaded") { !shared.isLoading }
    shared.withLock { $0 = ["start"] }
    try await shared.save()
    let startVersion = try #require(try await database.row(key)).version

    // Process B's commit, whose notification is sent below, once the table is locked.
    let remoteVersion = try await database.writeWithoutNotifying(key, json: #"["start","from B"]"#)
    try await database.withRawConnection { locker in
      try await locker.query("BEGIN", logger: locker.logger)
      try await locker.query(
        "LOCK TABLE shared_values IN ACCESS EXCLUSIVE MODE", logger: locker.logger)
      try await database.notify(key, version: remoteVersion)
      try await database.waitUntilBlockedOnALock(applicationName: key)

      // The user edits the value they see, which is still the old row's.
      shared.withLock { $0.append("from A") }
      let checkpoint = PendingSaves.checkpoint()
      try await locker.query("COMMIT", logger: locker.logger)
      await PendingSaves.wait(for: checkpoint)
    }

    let row = try #require(try await database.row(key))
    let stored = try JSONDecoder().decode([String].self, from: Data(row.json.utf8))
    #expect(stored == ["start", "from B"], "B's committed change survives")
    #expect(shared.wrappedValue == ["start", "from B"], "A shows what the database holds")
    let conflict = try #require(shared.saveError as? PostgresSaveConflict)
    #expect(conflict.basedOnVersion == startVersion)
    #expect(conflict.currentVersion == remoteVersion)
    await storage.close()
  }

  /// The same window with nothing edited: the refresh hands the newer row over, and the next edit,
  /// made on it, is saved.
  @Test func afterTheRefreshLandsTheNextEditIsSaved() async throws {
    let key = uniqueName("refresh-after")
    let storage = try database.storage(key)
    let shared = Shared(wrappedValue: 0, deliveries.postgres(key, storage: storage))
    try await deliveries.waitUntil("loaded") { !shared.isLoading }
    shared.withLock { $0 = 1 }
    try await shared.save()

    let remoteVersion = try await database.writeWithoutNotifying(key, json: "10")
    try await database.notify(key, version: remoteVersion)
    try await deliveries.waitUntil("A sees B's value") { shared.wrappedValue == 10 }
    shared.withLock { $0 += 1 }
    try await shared.save()

    #expect(shared.saveError == nil)
    #expect(try await database.row(key)?.json == "11")
    await storage.close()
  }
}

extension TestDatabase {
  /// Writes a row as another process would, without the trigger's notification (sent later with
  /// `notify`); its new version.
  func writeWithoutNotifying(_ key: String, json: String) async throws -> Int64 {
    try await self.withRawConnection { connection in
      try await connection.query("SET session_replication_role = replica", logger: connection.logger)
      let rows = try await connection.query(
        """
        UPDATE shared_values SET value = \(json)::jsonb, version = nextval('shared_values_version')
        WHERE key = \(key) RETURNING version
        """,
        logger: connection.logger
      )
      for try await version in rows.decode(Int64.self) { return version }
      throw TimedOut()
    }
  }

  /// Sends the notification the table's trigger sends for a change of `key`.
  func notify(_ key: String, version: Int64) async throws {
    let payload = "\(version):\(key)"
    try await self.withRawConnection { connection in
      _ = try await connection.query(
        "SELECT pg_notify('shared_values', \(payload))", logger: connection.logger)
    }
  }

  /// Returns once a connection of the storage named `applicationName` waits for a lock (a query
  /// per check, each a loopback round trip; bounded so that a hang becomes a failure).
  func waitUntilBlockedOnALock(applicationName: String) async throws {
    try await self.withRawConnection { connection in
      for _ in 0..<10_000 {
        let rows = try await connection.query(
          """
          SELECT count(*) FROM pg_stat_activity
          WHERE application_name = \(applicationName) AND wait_event_type = 'Lock'
          """,
          logger: connection.logger
        )
        for try await waiting in rows.decode(Int.self) where waiting > 0 { return }
      }
      Issue.record("No connection of \(applicationName) ever waited for the lock")
      throw TimedOut()
    }
  }
}
