#if SQLite
  import ComposableArchitecture
  import ComposableTerminal
  import Foundation
  @_spi(Hosting) import Sharing
  import SharingGRDB
  import Testing

  @testable import SyncUpsKit

  /// The features on `SyncUps --database sqlite:PATH`'s storage: `.syncUps` is rows of an SQLite
  /// database (a sync-up's own, an attendee's, a meeting's), written as the features change it
  /// (built with the package's `SQLite` trait).
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
      #expect(
        try await SyncUpsImport.importFileIfNeeded(file, into: storage.key) == .imported(count: 1))
      #expect(
        try await SyncUpsImport.importFileIfNeeded(file, into: storage.key) == .databaseHasSyncUps)
      #expect(FileManager.default.fileExists(atPath: file.path))

      // A later start: a new connection to the file.
      let later = try SyncUpsStorage(.sqlite(path: path))
      #expect(
        try await SyncUpsImport.importFileIfNeeded(file, into: later.key) == .databaseHasSyncUps)
      let state = withDependencies {
        $0.syncUpsStorage = later
      } operation: {
        SyncUpsList.State()
      }
      #expect(state.syncUps == [.mock])
    }

    /// A database from before the sync-ups were rows: its single `sync-ups` row moves to records
    /// of their own, once; the file is not read.
    @Test func theFirstStartMovesTheSingleRowToRecords() async throws {
      let database = try DatabaseQueue()
      let storage = SyncUpsStorage.sqlite(database)
      let singleRow = try #require(storage.singleRowKey)
      let old = Shared(wrappedValue: [], singleRow)
      old.withLock { $0 = [.mock, SyncUp(id: UUID(7), title: "Weekly")] }
      try await old.save()
      let missingFile = URL(fileURLWithPath: "/nonexistent/sync-ups.json")

      #expect(
        try await SyncUpsImport.importFileIfNeeded(
          missingFile, orRowPerSyncUp: storage.rowPerSyncUpKey, orSingleRow: singleRow,
          into: storage.key
        ) == .importedSingleRow(count: 2)
      )
      #expect(
        try await storedSyncUps(in: database) == [.mock, SyncUp(id: UUID(7), title: "Weekly")]
      )
      #expect(
        try await SyncUpsImport.importFileIfNeeded(
          missingFile, orRowPerSyncUp: storage.rowPerSyncUpKey, orSingleRow: singleRow,
          into: storage.key
        ) == .databaseHasSyncUps
      )
    }

    /// A database from when each sync-up was one row, attendees and meetings inside: the rows
    /// move to records (the sync-up's own, an attendee's, a meeting's), once. They are read
    /// before the older single row, which such a database may still hold.
    @Test func theFirstStartMovesARowPerSyncUpToRecords() async throws {
      let database = try DatabaseQueue()
      let storage = SyncUpsStorage.sqlite(database)
      let rowPerSyncUp = try #require(storage.rowPerSyncUpKey)
      let old = Shared(wrappedValue: [], rowPerSyncUp)
      old.withLock { $0 = [SyncUp(id: UUID(7), title: "Weekly"), .mock] }
      try await old.save()
      let singleRow = try #require(storage.singleRowKey)
      let olderRow = Shared(wrappedValue: [], singleRow)
      olderRow.withLock { $0 = [SyncUp(id: UUID(8), title: "Left behind")] }
      try await olderRow.save()
      let missingFile = URL(fileURLWithPath: "/nonexistent/sync-ups.json")

      #expect(
        try await SyncUpsImport.importFileIfNeeded(
          missingFile, orRowPerSyncUp: rowPerSyncUp, orSingleRow: singleRow,
          into: storage.key
        ) == .importedRowPerSyncUp(count: 2)
      )
      #expect(
        try await storedSyncUps(in: database) == [SyncUp(id: UUID(7), title: "Weekly"), .mock]
      )
      let kinds = try await database.read { db in
        try String.fetchAll(
          db,
          sql: """
            SELECT substr(id, 1, instr(id, ':') - 1) FROM shared_rows
            WHERE collection = 'sync_up_records' ORDER BY position
            """
        )
      }
      #expect(kinds == ["sync-up", "sync-up", "attendee", "attendee", "attendee", "meeting"])
      #expect(
        try await SyncUpsImport.importFileIfNeeded(
          missingFile, orRowPerSyncUp: rowPerSyncUp, orSingleRow: singleRow,
          into: storage.key
        ) == .databaseHasSyncUps
      )
    }

    /// Two `SyncUps` processes (two connections to one file) each add a sync-up at the same
    /// moment: both are kept (with all the sync-ups in one row, one of the two was lost).
    @Test func twoProcessesAddingAtTheSameMomentKeepBoth() async throws {
      let folder = FileManager.default.temporaryDirectory
        .appending(component: "SyncUpsSQLiteTests-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let path = folder.appending(component: "sync-ups.sqlite").path
      let (first, second) = (
        try SyncUpsStorage(.sqlite(path: path)), try SyncUpsStorage(.sqlite(path: path))
      )
      let firstList = withDependencies {
        $0.syncUpsStorage = first
      } operation: {
        SyncUpsList.State()
      }
      let secondList = withDependencies {
        $0.syncUpsStorage = second
      } operation: {
        SyncUpsList.State()
      }

      firstList.$syncUps.withLock { _ = $0.append(SyncUp(id: UUID(1), title: "Design")) }
      secondList.$syncUps.withLock { _ = $0.append(SyncUp(id: UUID(2), title: "Engineering")) }
      await PendingSaves.wait(for: PendingSaves.checkpoint())

      #expect(firstList.$syncUps.saveError == nil)
      #expect(secondList.$syncUps.saveError == nil)
      let stored = try await storedSyncUps(in: try DatabaseQueue(path: path)).map(\.id)
      #expect(Set(stored) == [UUID(1), UUID(2)])
    }

    /// Two people rename the same sync-up at the same moment in two processes: one rename wins,
    /// and the other person is told and offered theirs back; applying it saves it over the winner.
    @Test func theLoserOfARenameIsOfferedItBackAndCanApplyIt() async throws {
      let path = try temporaryDatabasePath()
      defer { removeTemporaryDatabase(at: path) }
      let (_, firstList, _, secondList) = try await twoProcesses(
        on: path, seededWith: SyncUp(id: UUID(1), title: "Design"))

      firstList.$syncUps.withLock { $0[id: UUID(1)]?.title = "Design review" }
      secondList.$syncUps.withLock { $0[id: UUID(1)]?.title = "Design sync" }
      await PendingSaves.wait(for: PendingSaves.checkpoint())

      let lists = [firstList, secondList]
      let losers = lists.filter { $0.$syncUps.saveError != nil }
      try #require(losers.count == 1)
      let loser = losers[0]
      // The loser's own rename, kept by the error; the list shows the winner's.
      let mine = try #require(RejectedSyncUps.kept(by: loser.$syncUps.saveError)?.first?.title)
      #expect(["Design review", "Design sync"].contains(mine))
      #expect(loser.syncUps[id: UUID(1)]?.title != mine)

      let store = Store(initialState: loser) { SyncUpsList() }
      let screen = HeadlessDriver(size: Size(width: 120, height: 12)) {
        SyncUpsListView(store: store, open: { _ in })
      }
      #expect(screen.text.contains("Not saved: someone else changed the sync-ups at the same moment."))
      #expect(screen.text.contains("Apply mine again"))
      store.send(.reapplyRejectedChangesButtonTapped)
      await PendingSaves.wait(for: PendingSaves.checkpoint())
      #expect(loser.$syncUps.saveError == nil)
      #expect(loser.syncUps[id: UUID(1)]?.title == mine)
      #expect(try await storedSyncUps(in: try DatabaseQueue(path: path)).map(\.title) == [mine])
    }

    /// Two people add an attendee to the same sync-up at the same moment, in two processes: the
    /// database refuses one of the two saves, and since that change only appended, the app
    /// applies it again on the other person's value by itself: both attendees are kept, and
    /// nothing is left to tell the user. (Before, one attendee was lost, and its person was told
    /// "Not saved" and had to apply it again.) Ending a meeting appends the same way.
    @Test func twoProcessesAddingAnAttendeeToOneSyncUpKeepBoth() async throws {
      let path = try temporaryDatabasePath()
      defer { removeTemporaryDatabase(at: path) }
      let (first, firstList, second, secondList) = try await twoProcesses(
        on: path, seededWith: .mock)

      /// The detail of `.mock` in a process, its edit sheet open with `attendee` added.
      func detail(
        in list: SyncUpsList.State, storage: SyncUpsStorage, adding attendee: Attendee
      ) throws -> StoreOf<SyncUpDetail> {
        let syncUp = try #require(Shared(list.$syncUps[id: SyncUp.mock.id]))
        var form = SyncUpForm.State(syncUp: syncUp.wrappedValue)
        form.syncUp.attendees.append(attendee)
        return withDependencies { $0.syncUpsStorage = storage } operation: {
          Store(initialState: SyncUpDetail.State(destination: .edit(form), syncUp: syncUp)) {
            SyncUpDetail()
          }
        }
      }
      let stores = [
        try detail(in: firstList, storage: first, adding: Attendee(id: UUID(1), name: "Ann")),
        try detail(in: secondList, storage: second, adding: Attendee(id: UUID(2), name: "Bo")),
      ]
      let saves = stores.map { $0.send(.doneEditingButtonTapped) }
      for save in saves { await save.finish() }
      await PendingSaves.wait(for: PendingSaves.checkpoint())

      #expect(firstList.$syncUps.saveError == nil)
      #expect(secondList.$syncUps.saveError == nil)
      let stored = try await storedSyncUps(in: try DatabaseQueue(path: path))
      #expect(stored.count == 1)
      #expect(Set(stored.first?.attendees.map(\.name) ?? []) == ["Blob", "Blob Jr", "Blob Sr", "Ann", "Bo"])
      #expect(stored.first.map { Array($0.attendees.prefix(3)) } == Array(SyncUp.mock.attendees))
    }

    /// Two people rename different attendees of one sync-up at the same moment, in two
    /// processes: each attendee is a row of its own, so both renames are kept and neither is
    /// told anything. (With the sync-up one row, the database refused one of the two saves.)
    @Test func twoProcessesRenamingDifferentAttendeesOfOneSyncUpKeepBoth() async throws {
      let path = try temporaryDatabasePath()
      defer { removeTemporaryDatabase(at: path) }
      let (_, firstList, _, secondList) = try await twoProcesses(on: path, seededWith: .mock)
      let expected = await AtTheSameMoment.renameDifferentAttendees(firstList, secondList)
      #expect(try await storedSyncUps(in: try DatabaseQueue(path: path)) == [expected])
    }

    /// One person ends a meeting while another renames an attendee of the same sync-up, in two
    /// processes: the meeting and the attendee are rows of their own, so both are kept.
    @Test func aMeetingEndedWhileSomeoneRenamesAnAttendeeKeepsBoth() async throws {
      let path = try temporaryDatabasePath()
      defer { removeTemporaryDatabase(at: path) }
      let (_, firstList, _, secondList) = try await twoProcesses(on: path, seededWith: .mock)
      let expected = await AtTheSameMoment.endAMeetingAndRenameAnAttendee(firstList, secondList)
      #expect(try await storedSyncUps(in: try DatabaseQueue(path: path)) == [expected])
    }

    /// Two people rename the same attendee at the same moment: the attendee's row takes one
    /// rename, and the other person is told and offered theirs back; applying it changes that
    /// attendee only (the other attendees keep what the winner's process holds).
    @Test func theLoserOfAnAttendeesRenameIsToldAndCanApplyIt() async throws {
      let path = try temporaryDatabasePath()
      defer { removeTemporaryDatabase(at: path) }
      let (_, firstList, _, secondList) = try await twoProcesses(on: path, seededWith: .mock)
      let blob = SyncUp.mock.attendees[0].id

      firstList.$syncUps.withLock { $0[id: SyncUp.mock.id]?.attendees[id: blob]?.name = "Ann" }
      secondList.$syncUps.withLock { $0[id: SyncUp.mock.id]?.attendees[id: blob]?.name = "Bo" }
      await PendingSaves.wait(for: PendingSaves.checkpoint())

      let losers = [firstList, secondList].filter { $0.$syncUps.saveError != nil }
      try #require(losers.count == 1)
      let loser = losers[0]
      let rejected = try #require(RejectedSyncUps.kept(by: loser.$syncUps.saveError))
      let mine = try #require(rejected[id: SyncUp.mock.id]?.attendees[id: blob]?.name)
      #expect(loser.syncUps[id: SyncUp.mock.id]?.attendees[id: blob]?.name != mine)

      Store(initialState: loser) { SyncUpsList() }.send(.reapplyRejectedChangesButtonTapped)
      await PendingSaves.wait(for: PendingSaves.checkpoint())
      #expect(loser.$syncUps.saveError == nil)
      var expected = SyncUp.mock
      expected.attendees[id: blob]?.name = mine
      #expect(try await storedSyncUps(in: try DatabaseQueue(path: path)) == [expected])
    }

    /// One person removes a sync-up while another renames one of its attendees, at the same
    /// moment: the removal holds, whichever commits first, and exactly one of the two is told.
    /// (When the rename came first, the removal leaves the renamed attendee's row, which no
    /// sync-up shows and the next save deletes; when the removal came first, the rename's person
    /// can bring the sync-up back with "Apply mine again".)
    @Test func aRemovalAgainstARenameOfItsAttendeeHoldsAndOneIsTold() async throws {
      let path = try temporaryDatabasePath()
      defer { removeTemporaryDatabase(at: path) }
      let (_, firstList, _, secondList) = try await twoProcesses(on: path, seededWith: .mock)
      let blob = SyncUp.mock.attendees[0].id

      firstList.$syncUps.withLock { _ = $0.remove(id: SyncUp.mock.id) }
      secondList.$syncUps.withLock { $0[id: SyncUp.mock.id]?.attendees[id: blob]?.name = "Ann" }
      await PendingSaves.wait(for: PendingSaves.checkpoint())

      let told = [firstList, secondList].compactMap(\.$syncUps.saveError)
      #expect(told.count == 1)
      #expect(told.allSatisfy(RejectedSyncUps.isConflict))
      #expect(try await storedSyncUps(in: try DatabaseQueue(path: path)) == [])
      #expect(firstList.syncUps.isEmpty)
    }

    /// Two processes start on a new database at the same moment: both find no sync-ups and both
    /// import the file. The database keeps one copy, and neither start fails.
    @Test func twoProcessesStartingAtOnceImportTheFileOnce() async throws {
      let path = try temporaryDatabasePath()
      defer { removeTemporaryDatabase(at: path) }
      let file = URL(fileURLWithPath: path).deletingLastPathComponent()
        .appending(component: "sync-ups.json")
      try JSONEncoder().encode([SyncUp.mock]).write(to: file)

      let outcomes = try await AtTheSameMoment.startBoth(
        importing: file, first: try SyncUpsStorage(.sqlite(path: path)).key,
        second: try SyncUpsStorage(.sqlite(path: path)).key
      )
      #expect(outcomes.first == .imported(count: 1))
      #expect(outcomes.second == .databaseHasSyncUps)
      #expect(try await storedSyncUps(in: try DatabaseQueue(path: path)) == [.mock])
    }
  }

  /// A new SQLite file's path, in a folder of its own.
  private func temporaryDatabasePath() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appending(component: "SyncUpsSQLiteTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appending(component: "sync-ups.sqlite").path
  }

  /// Removes the folder of a ``temporaryDatabasePath()``.
  private func removeTemporaryDatabase(at path: String) {
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
  }

  /// Two `SyncUps` processes on the file at `path` (two connections), whose lists both show
  /// `syncUp`, saved by the first.
  @MainActor
  private func twoProcesses(
    on path: String, seededWith syncUp: SyncUp
  ) async throws -> (SyncUpsStorage, SyncUpsList.State, SyncUpsStorage, SyncUpsList.State) {
    let first = try SyncUpsStorage(.sqlite(path: path))
    let firstList = withDependencies { $0.syncUpsStorage = first } operation: {
      SyncUpsList.State()
    }
    firstList.$syncUps.withLock { _ = $0.append(syncUp) }
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    let second = try SyncUpsStorage(.sqlite(path: path))
    let secondList = withDependencies { $0.syncUpsStorage = second } operation: {
      SyncUpsList.State()
    }
    #expect(secondList.syncUps == [syncUp])
    return (first, firstList, second, secondList)
  }

  /// The sync-ups the database holds, read as a new `SyncUps` process would.
  private func storedSyncUps(in database: DatabaseQueue) async throws -> [SyncUp] {
    let syncUps = try await withCheckedThrowingContinuation { continuation in
      SyncUpsStorage.sqlite(database).key.load(
        context: .userInitiated,
        continuation: LoadContinuation { continuation.resume(with: $0) }
      )
    }
    return Array(syncUps ?? [])
  }
#endif
