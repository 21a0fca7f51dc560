import ComposableArchitecture
import Foundation
import PostgresNIO
import SharedDeliveries
@_spi(Hosting) import Sharing
import Testing

@testable import SharingPostgres

/// A host (the web host) waits for `.postgres` saves before it shows a change as done: a save is
/// under way from `withLock` until the server committed it, and once a host's wait returns,
/// another connection reads the row.
@Suite struct PostgresPendingSavesTests {
  let database: TestDatabase

  init() throws {
    self.database = try TestDatabase()
  }

  let deliveries = Deliveries()

  @Test func aHostWaitsForTheSaveAndThenAnotherConnectionReadsTheRow() async throws {
    let key = uniqueName("pending")
    let storage = try database.storage(key)
    let shared = Shared(wrappedValue: 0, deliveries.postgres(key, storage: storage))
    try await deliveries.waitUntil("loaded") { !shared.isLoading }
    shared.withLock { $0 = 1 }
    try await shared.save()

    // Another connection holds the row's lock, so the save's UPDATE waits for it.
    let checkpoint = try await database.withRawConnection { connection in
      try await connection.query("BEGIN", logger: connection.logger)
      try await connection.query(
        "SELECT version FROM shared_values WHERE key = \(key) FOR UPDATE", logger: connection.logger)
      shared.withLock { $0 = 2 }
      let checkpoint = PendingSaves.checkpoint()
      #expect(PendingSaves.isWaiting(for: checkpoint))
      #expect(try await database.row(key)?.json == "1")
      try await connection.query("ROLLBACK", logger: connection.logger)
      return checkpoint
    }

    await PendingSaves.wait(for: checkpoint)
    #expect(try await database.row(key)?.json == "2")
    #expect(shared.saveError == nil)
    await storage.close()
  }

  /// A save that fails ends the wait too, and is the shared value's `saveError` by then.
  @Test func aFailedSaveEndsTheWaitAndIsReported() async throws {
    let shared = Shared(
      wrappedValue: 0, .postgres(uniqueName("unconfigured"), storage: .unconfigured))
    shared.withLock { $0 = 1 }
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    #expect(
      (shared.saveError as? PostgresStorageError).map { "\($0)" }
        == "\(PostgresStorageError.notConfigured)")
  }
}
