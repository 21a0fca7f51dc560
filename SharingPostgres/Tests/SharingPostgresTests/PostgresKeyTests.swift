import ComposableArchitecture
import Foundation
import PostgresNIO
import SharedDeliveries
import Testing

@testable import SharingPostgres

/// `.postgres` keys against a real server: each "process" is a `PostgresStorage` with connections
/// of its own.
@Suite struct PostgresKeyTests {
  let database: TestDatabase

  init() throws {
    self.database = try TestDatabase()
  }

  let deliveries = Deliveries()

  @Test func aValueSavedByOneProcessReachesTheOthersSharedThroughNotify() async throws {
    let key = uniqueName("notify")
    let (storageA, storageB) = (try database.storage("\(key)-a"), try database.storage("\(key)-b"))
    let a = Shared(wrappedValue: 0, deliveries.postgres(key, storage: storageA))
    let b = Shared(wrappedValue: 0, deliveries.postgres(key, storage: storageB))
    try await deliveries.waitUntil("both loaded") { !a.isLoading && !b.isLoading }

    a.withLock { $0 = 42 }
    try await deliveries.waitUntil("B sees A's value") { b.wrappedValue == 42 }
    b.withLock { $0 += 1 }
    try await deliveries.waitUntil("A sees B's value") { a.wrappedValue == 43 }

    try await a.save()
    try await b.save()
    #expect(a.saveError == nil)
    #expect(b.saveError == nil)
    #expect(try await database.row(key)?.json == "43")
    await storageA.close()
    await storageB.close()
  }

  @Test func aProcessStartedLaterLoadsTheRow() async throws {
    let key = uniqueName("load")
    let storageA = try database.storage("\(key)-a")
    let a = Shared(wrappedValue: [String](), deliveries.postgres(key, storage: storageA))
    try await deliveries.waitUntil("A loaded") { !a.isLoading }
    a.withLock { $0 = ["Daily", "Weekly"] }
    try await a.save()

    let storageB = try database.storage("\(key)-b")
    let b = Shared(wrappedValue: [String](), deliveries.postgres(key, storage: storageB))
    try await deliveries.waitUntil("B loaded") { !b.isLoading }
    #expect(b.wrappedValue == ["Daily", "Weekly"])
    #expect(b.loadError == nil)
    await storageA.close()
    await storageB.close()
  }

  /// Both write on top of the same version before either hears of the other: one compare-and-swap
  /// wins, the other is not written, reloads the winner's value and reports the conflict.
  @Test func concurrentWritesFromTwoProcessesLoseNothingSilently() async throws {
    let key = uniqueName("conflict")
    let (storageA, storageB) = (try database.storage("\(key)-a"), try database.storage("\(key)-b"))
    let a = Shared(wrappedValue: "start", deliveries.postgres(key, storage: storageA))
    let b = Shared(wrappedValue: "start", deliveries.postgres(key, storage: storageB))
    try await deliveries.waitUntil("both loaded") { !a.isLoading && !b.isLoading }
    a.withLock { $0 = "start" }
    try await a.save()
    let startVersion = try #require(try await database.row(key)).version
    try await b.load()

    a.withLock { $0 = "from A" }
    b.withLock { $0 = "from B" }
    try await deliveries.waitUntil("one write lost, reported, and both hold the other's value") {
      (a.saveError is PostgresSaveConflict || b.saveError is PostgresSaveConflict)
        && a.wrappedValue == b.wrappedValue
    }

    let winner = a.wrappedValue
    #expect(["from A", "from B"].contains(winner))
    let row = try #require(try await database.row(key))
    #expect(row.json == #""\#(winner)""#)
    #expect(row.version > startVersion)
    let (loser, winnerShared) = winner == "from A" ? (b, a) : (a, b)
    let conflict = try #require(loser.saveError as? PostgresSaveConflict)
    #expect(conflict.key == key)
    #expect(conflict.basedOnVersion == startVersion)
    #expect(conflict.currentVersion == row.version)
    #expect(winnerShared.saveError == nil)
    await storageA.close()
    await storageB.close()
  }

  /// The row changes while this process has not heard of it yet (the other process's
  /// notification is still on its way: simulated by a write whose trigger does not fire).
  @Test func aWriteBasedOnAnOldVersionReloadsTheNewerValueAndReportsIt() async throws {
    let key = uniqueName("stale")
    let storage = try database.storage(key)
    let shared = Shared(wrappedValue: 1, deliveries.postgres(key, storage: storage))
    try await deliveries.waitUntil("loaded") { !shared.isLoading }
    shared.withLock { $0 = 1 }
    try await shared.save()
    let version = try #require(try await database.row(key)).version

    try await database.withRawConnection { connection in
      try await connection.query("SET session_replication_role = replica", logger: connection.logger)
      try await connection.query(
        """
        UPDATE shared_values SET value = '100', version = nextval('shared_values_version')
        WHERE key = \(key)
        """,
        logger: connection.logger
      )
    }
    shared.withLock { $0 += 1 }
    try await deliveries.waitUntil("the conflict is reported") { shared.saveError != nil }

    #expect(shared.wrappedValue == 100)
    let conflict = try #require(shared.saveError as? PostgresSaveConflict)
    #expect(conflict.basedOnVersion == version)
    #expect(try await database.row(key)?.json == "100")
    await storage.close()
  }

  @Test func aDroppedConnectionReconnectsAndTheNextWriteGoesThrough() async throws {
    let key = uniqueName("dropped")
    let (nameA, nameB) = ("\(key)-a", "\(key)-b")
    let (storageA, storageB) = (try database.storage(nameA), try database.storage(nameB))
    let a = Shared(wrappedValue: 0, deliveries.postgres(key, storage: storageA))
    let b = Shared(wrappedValue: 0, deliveries.postgres(key, storage: storageB))
    try await deliveries.waitUntil("both loaded") { !a.isLoading && !b.isLoading }
    a.withLock { $0 = 1 }
    try await deliveries.waitUntil("B sees 1") { b.wrappedValue == 1 }

    // Both processes' query and listening connections.
    let terminated = try await database.terminateConnections(of: [nameA, nameB])
    #expect(terminated == 4)
    #expect(a.wrappedValue == 1)
    #expect(b.wrappedValue == 1)

    a.withLock { $0 = 2 }
    try await a.save()
    #expect(a.saveError == nil)
    #expect(try await database.row(key)?.json == "2")
    try await deliveries.waitUntil("B, listening again, sees 2") { b.wrappedValue == 2 }
    b.withLock { $0 = 3 }
    try await deliveries.waitUntil("A, listening again, sees 3") { a.wrappedValue == 3 }
    await storageA.close()
    await storageB.close()
  }

  @Test func anUnreachableDatabaseIsALoadErrorAndASaveErrorAndTheValueStaysReadable() async throws {
    // A port nothing listens on: every connection attempt is refused (after the backoff).
    let storage = try PostgresStorage(url: "postgres://postgres@127.0.0.1:1/postgres")
    let shared = Shared(wrappedValue: 7, deliveries.postgres(uniqueName("unreachable"), storage: storage))
    try await deliveries.waitUntil("the load failed") { !shared.isLoading }
    #expect(shared.loadError != nil)
    #expect(shared.wrappedValue == 7)

    shared.withLock { $0 = 8 }
    await #expect(throws: (any Error).self) { try await shared.save() }
    #expect(shared.saveError != nil)
    #expect(shared.wrappedValue == 8)
    await storage.close()
  }

  @Test func aRowThatNoLongerDecodesIsReportedKeptAndNeverOverwritten() async throws {
    let key = uniqueName("undecodable")
    try await database.withRawConnection { connection in
      try await connection.query(PostgresQuery(unsafeSQL: SharedValuesTable.createSchema), logger: connection.logger)
      try await connection.query(
        """
        INSERT INTO shared_values (key, value, version)
        VALUES (\(key), '{"title": "an old format"}', nextval('shared_values_version'))
        """,
        logger: connection.logger
      )
    }
    let before = try #require(try await database.row(key))

    let storage = try database.storage(key)
    let shared = Shared(wrappedValue: 5, deliveries.postgres(key, storage: storage))
    try await deliveries.waitUntil("loaded") { !shared.isLoading }
    let loadError = try #require(shared.loadError as? UndecodablePostgresValueError)
    #expect(loadError.key == key)
    #expect(loadError.version == before.version)
    #expect(shared.wrappedValue == 5)

    shared.withLock { $0 = 6 }
    try await deliveries.waitUntil("the save is refused") { shared.saveError != nil }
    #expect(shared.saveError is UndecodablePostgresValueError)
    #expect(shared.wrappedValue == 6)
    let after = try #require(try await database.row(key))
    #expect(after.json == before.json)
    #expect(after.version == before.version)
    await storage.close()
  }

  @Test func withoutAConfiguredDatabaseTheKeySaysHowToConfigureOne() async throws {
    let shared = Shared(wrappedValue: 0, deliveries.postgres(uniqueName("unconfigured")))
    try await deliveries.waitUntil("the load failed") { !shared.isLoading }
    let error = try #require(shared.loadError as? PostgresStorageError)
    #expect("\(error)".contains("$0.defaultPostgresStorage = try PostgresStorage(url:"))
  }
}
