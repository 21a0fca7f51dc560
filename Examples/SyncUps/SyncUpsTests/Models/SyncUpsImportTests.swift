import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

/// The first start with a database: the JSON file's sync-ups are imported once, through any key
/// (here an in-memory one standing in for a database row; the SQLite and PostgreSQL suites import
/// into the real ones).
@Suite(.serialized)
struct SyncUpsImportTests {
  let folder: URL
  var file: URL { self.folder.appending(component: "sync-ups.json") }

  init() throws {
    self.folder = FileManager.default.temporaryDirectory
      .appending(component: "SyncUpsImportTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
  }

  @Test func anEmptyDatabaseTakesTheFilesSyncUpsOnceAndTheFileStays() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    try JSONEncoder().encode([SyncUp.mock]).write(to: self.file)
    let key = EmptyRowKey()

    #expect(try await SyncUpsImport.importFileIfNeeded(self.file, into: key) == .imported(count: 1))
    #expect(key.row.value == [.mock])
    #expect(FileManager.default.fileExists(atPath: self.file.path))

    // Later starts leave the database alone, even when its list has been emptied since.
    key.row.setValue([])
    #expect(try await SyncUpsImport.importFileIfNeeded(self.file, into: key) == .databaseHasSyncUps)
    #expect(key.row.value == [])
  }

  @Test func noFileMeansNothingToImport() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    let key = EmptyRowKey()
    #expect(try await SyncUpsImport.importFileIfNeeded(self.file, into: key) == .noFile)
    #expect(key.row.value == nil)
  }

  @Test func anUnreadableFileIsReportedAndNothingIsWritten() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    try Data("{ not sync-ups".utf8).write(to: self.file)
    let key = EmptyRowKey()
    await #expect {
      try await SyncUpsImport.importFileIfNeeded(self.file, into: key)
    } throws: { error in
      "\(error)".hasPrefix("the sync-ups in \(self.file.path) could not be imported (")
    }
    #expect(key.row.value == nil)
  }
}

/// A key whose row starts absent (`load` answers "no value"), as a new database's.
private struct EmptyRowKey: SharedKey {
  let row = LockIsolated<IdentifiedArrayOf<SyncUp>?>(nil)
  var id: ObjectIdentifier { ObjectIdentifier(self.row) }

  func load(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    continuation: LoadContinuation<IdentifiedArrayOf<SyncUp>>
  ) {
    continuation.resume(with: .success(self.row.value))
  }

  func subscribe(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    subscriber: SharedSubscriber<IdentifiedArrayOf<SyncUp>>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(
    _ value: IdentifiedArrayOf<SyncUp>, context: SaveContext, continuation: SaveContinuation
  ) {
    self.row.setValue(value)
    continuation.resume()
  }
}
