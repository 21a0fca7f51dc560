#if SQLite
  import ComposableArchitecture
  import Foundation
  import SharingGRDB
  import Testing

  @testable import SyncUpsKit

  /// The features on `SyncUps --database sqlite:PATH`'s storage: `.syncUps` is a row of an SQLite
  /// database, written as the features change it (built with the package's `SQLite` trait).
  @MainActor
  @Suite(.serialized, .timeLimit(.minutes(1)))
  struct SyncUpsSQLiteTests {
    @Test func addingASyncUpWritesItToTheDatabase() async throws {
      let database = try DatabaseQueue()
      try await withDependencies {
        $0.syncUpsStorage = .sqlite(database)
      } operation: {
        let store = TestStore(initialState: SyncUpsList.State()) {
          SyncUpsList()
        } withDependencies: {
          $0.uuid = .incrementing
        }
        await store.send(.addSyncUpButtonTapped) {
          $0.addSyncUp = SyncUpForm.State(
            syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
          )
        }
        let syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        await store.send(.confirmAddSyncUpButtonTapped) {
          $0.addSyncUp = nil
          $0.focus = UUID(0)
          $0.$syncUps.withLock { $0 = [syncUp] }
        }
        try await store.state.$syncUps.save()
        #expect(try await storedSyncUps(in: database) == [syncUp])
      }
    }

    /// The first start with `--database sqlite:PATH`: the file's sync-ups move in, once, and the
    /// list shows them from the database.
    @Test func theFirstStartImportsTheFile() async throws {
      let folder = FileManager.default.temporaryDirectory
        .appending(component: "SyncUpsSQLiteTests-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appending(component: "sync-ups.json")
      try JSONEncoder().encode([SyncUp.mock]).write(to: file)
      let path = folder.appending(component: "sync-ups.sqlite").path

      let storage = try SyncUpsStorage(.sqlite(path: path))
      #expect(try await SyncUpsImport.importFileIfNeeded(file, into: storage.key) == .imported(count: 1))
      #expect(try await SyncUpsImport.importFileIfNeeded(file, into: storage.key) == .databaseHasSyncUps)
      #expect(FileManager.default.fileExists(atPath: file.path))

      // A later start: a new connection to the file.
      let later = try SyncUpsStorage(.sqlite(path: path))
      #expect(try await SyncUpsImport.importFileIfNeeded(file, into: later.key) == .databaseHasSyncUps)
      let state = withDependencies { $0.syncUpsStorage = later } operation: { SyncUpsList.State() }
      #expect(state.syncUps == [.mock])
    }
  }

  private func storedSyncUps(in database: DatabaseQueue) async throws -> [SyncUp]? {
    let json = try await database.read { db in
      try String.fetchOne(db, sql: "SELECT value FROM shared_values WHERE key = 'sync-ups'")
    }
    return try json.map { try JSONDecoder().decode([SyncUp].self, from: Data($0.utf8)) }
  }
#endif
