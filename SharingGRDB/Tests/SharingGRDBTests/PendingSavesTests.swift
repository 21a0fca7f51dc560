import ComposableArchitecture
import Dispatch
import Foundation
@_spi(Hosting) import Sharing
import SharingGRDB
import Testing

/// A host (the web host) waits for `.sqlite` saves before it shows a change as done: a save is
/// under way from `withLock` until its transaction committed, and once a host's wait returns,
/// another connection reads the row.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SQLitePendingSavesTests {
  @Test func aHostWaitsForTheSaveAndThenAnotherConnectionReadsTheRow() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(component: "SQLitePendingSavesTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appending(component: "db.sqlite").path
    let database = try DatabaseQueue(path: path)
    @Shared(.sqlite("team", database: database)) var names: [String] = []

    // The database's writer is busy with something else, so the save waits in its queue.
    let writerIsBusy = DispatchSemaphore(value: 0)
    database.asyncWriteWithoutTransaction { _ in writerIsBusy.wait() }
    $names.withLock { $0 = ["Blob"] }
    let checkpoint = PendingSaves.checkpoint()

    #expect(PendingSaves.isWaiting(for: checkpoint))
    let reader = try DatabaseQueue(path: path)
    #expect(try await json(of: "team", in: reader) == nil)

    writerIsBusy.signal()
    await PendingSaves.wait(for: checkpoint)
    #expect(try await json(of: "team", in: reader) == #"["Blob"]"#)
    #expect($names.saveError == nil)
  }

  /// A save that fails ends the wait too, and is the shared value's `saveError` by then.
  @Test func aFailedSaveEndsTheWaitAndIsReported() async throws {
    let database = try DatabaseQueue()
    try await writeUndecodableTeamRow(to: database)
    @Shared(.sqlite("team", database: database)) var names: [String] = []
    $names.withLock { $0 = ["Blob"] }
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    #expect($names.saveError is UndecodableSQLiteValueError)
    #expect(try await json(of: "team", in: database) == "{ not names")
  }
}
