import ComposableArchitecture
import Foundation
@_spi(Hosting) import Sharing
import SharingGRDB
import Testing

/// Holds the main queue, so it runs with `SQLiteRefreshWindowTests` (gated the same way).
extension SQLiteRefreshWindowTests {
  /// The row does not decode; another writer replaces it with one that does, and the key reads it
  /// while this process's save is under way (the writer is busy) and then fails (the key will not
  /// write over a row it could not read). The newer row was dropped, as a save under way compares
  /// versions itself, but a failed save hands over nothing: the value never took the repaired row.
  @Test func aRowReadWhileASaveFailsReachesTheValue() async throws {
    let database = try DatabaseQueue()
    let name = "team-\(UUID().uuidString)"
    let names = Shared(wrappedValue: [String](), .sqlite(name, database: database))
    names.withLock { $0 = ["Blob"] }
    try await names.save()
    try await replaceRow(name, with: "not JSON", in: database)
    _ = await SharedReader(names).value { _ in names.loadError is UndecodableSQLiteValueError }

    let mainQueue = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { mainQueue.wait() }
    try await replaceRow(name, with: #"["Blob Jr."]"#, in: database)
    try await database.read { _ in }
    let writer = DispatchSemaphore(value: 0)
    database.asyncWriteWithoutTransaction { _ in writer.wait() }
    names.withLock { $0 = ["Blob Sr."] }
    // The repaired row, read as the write committed, reaches the main queue while the save waits
    // for the writer.
    mainQueue.signal()
    await MainActor.run {}
    writer.signal()
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    #expect(names.saveError is UndecodableSQLiteValueError)

    // Before the fix, it waited here until the time limit: nothing read the row again.
    #expect(await SharedReader(names).value { $0 == ["Blob Jr."] } == ["Blob Jr."])
  }
}

/// Writes `json` as the row's value at its next version, as another process would.
private func replaceRow(_ name: String, with json: String, in database: DatabaseQueue) async throws {
  try await database.write { db in
    try db.execute(
      sql: "UPDATE shared_values SET value = ?, version = version + 1 WHERE key = ?",
      arguments: [json, name]
    )
  }
}
