#if Postgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO
  @_spi(Hosting) import Sharing
  import SharingPostgres
  import Testing

  @testable import SyncUpsKit

  /// The features on `SyncUps --database postgres://…`'s storage, against the real server that
  /// Scripts/with-postgres starts (built with the package's `Postgres` trait):
  ///
  ///     Scripts/with-postgres swift test --package-path Examples --scratch-path .build \
  ///       --traits SQLite,Postgres --filter SyncUpsPostgresTests
  @MainActor
  @Suite(.serialized, .timeLimit(.minutes(1)))
  struct SyncUpsPostgresTests {
    /// Two storages, with connections of their own, stand for two `SyncUps` processes: the first
    /// imports the file, the second finds the sync-ups there, and a sync-up the first adds through
    /// its list feature reaches the second's list.
    @Test func twoProcessesShareTheSyncUps() async throws {
      let server = try #require(
        ProcessInfo.processInfo.environment["POSTGRES_URL"],
        "POSTGRES_URL is not set: run these tests through Scripts/with-postgres"
      )
      let url = try await Self.newDatabase(on: server)
      let folder = FileManager.default.temporaryDirectory
        .appending(component: "SyncUpsPostgresTests-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appending(component: "sync-ups.json")
      try JSONEncoder().encode([SyncUp.mock]).write(to: file)

      let first = try SyncUpsStorage(.postgres(url: url))
      let second = try SyncUpsStorage(.postgres(url: url))
      #expect(try await SyncUpsImport.importFileIfNeeded(file, into: first.key) == .imported(count: 1))
      #expect(try await SyncUpsImport.importFileIfNeeded(file, into: second.key) == .databaseHasSyncUps)

      let secondList = withDependencies {
        $0.syncUpsStorage = second
      } operation: {
        SyncUpsList.State()
      }
      #expect(await secondList.$syncUps.value { $0 == [.mock] } == [.mock])

      let store = withDependencies {
        $0.syncUpsStorage = first
        $0.uuid = .incrementing
      } operation: {
        Store(initialState: SyncUpsList.State()) { SyncUpsList() }
      }
      _ = await store.withState(\.$syncUps).value { $0 == [.mock] }
      store.send(.addSyncUpButtonTapped)
      store.send(.confirmAddSyncUpButtonTapped)
      let seen = await secondList.$syncUps.value { $0.count == 2 }
      #expect(seen?.map(\.id) == [SyncUp.mock.id, UUID(0)])
      #expect(secondList.$syncUps.loadError == nil)
    }

    /// Two people rename different attendees of one sync-up at the same moment, in two
    /// processes: each attendee is a row of its own, so both renames are kept and neither is
    /// told anything. (With the sync-up one row, the database refused one of the two saves.)
    @Test func twoProcessesRenamingDifferentAttendeesOfOneSyncUpKeepBoth() async throws {
      let (url, firstList, secondList) = try await Self.twoProcesses(seededWith: .mock)
      let expected = await AtTheSameMoment.renameDifferentAttendees(firstList, secondList)
      #expect(try await Self.storedSyncUps(at: url) == [expected])
    }

    /// One person ends a meeting while another renames an attendee of the same sync-up, in two
    /// processes: the meeting and the attendee are rows of their own, so both are kept.
    @Test func aMeetingEndedWhileSomeoneRenamesAnAttendeeKeepsBoth() async throws {
      let (url, firstList, secondList) = try await Self.twoProcesses(seededWith: .mock)
      let expected = await AtTheSameMoment.endAMeetingAndRenameAnAttendee(firstList, secondList)
      #expect(try await Self.storedSyncUps(at: url) == [expected])
    }

    /// Two processes start on a new database at the same moment: both find no sync-ups and both
    /// import the file. The database keeps one copy, and neither start fails.
    @Test func twoProcessesStartingAtOnceImportTheFileOnce() async throws {
      let url = try await Self.newDatabase(on: try Self.server())
      let folder = FileManager.default.temporaryDirectory
        .appending(component: "SyncUpsPostgresTests-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appending(component: "sync-ups.json")
      try JSONEncoder().encode([SyncUp.mock]).write(to: file)

      let outcomes = try await AtTheSameMoment.startBoth(
        importing: file, first: try SyncUpsStorage(.postgres(url: url)).key,
        second: try SyncUpsStorage(.postgres(url: url)).key
      )
      #expect(outcomes.first == .imported(count: 1))
      // `.postgresRows` counts an insert the database already holds as written (a retried
      // write's), so the second may count itself as the importer: either way, one copy.
      #expect([.imported(count: 1), .databaseHasSyncUps].contains(outcomes.second))
      #expect(try await Self.storedSyncUps(at: url) == [.mock])
    }

    /// The server Scripts/with-postgres started.
    static func server() throws -> String {
      try #require(
        ProcessInfo.processInfo.environment["POSTGRES_URL"],
        "POSTGRES_URL is not set: run these tests through Scripts/with-postgres"
      )
    }

    /// Two `SyncUps` processes (two storages, with connections of their own) on a new database,
    /// whose lists both show `syncUp`, saved by the first.
    static func twoProcesses(
      seededWith syncUp: SyncUp
    ) async throws -> (url: String, first: SyncUpsList.State, second: SyncUpsList.State) {
      let url = try await Self.newDatabase(on: try Self.server())
      let first = try SyncUpsStorage(.postgres(url: url))
      let firstList = withDependencies { $0.syncUpsStorage = first } operation: {
        SyncUpsList.State()
      }
      // The database's answer (no sync-ups yet) arrives later and would replace the seed.
      try await firstList.$syncUps.load()
      firstList.$syncUps.withLock { _ = $0.append(syncUp) }
      await PendingSaves.wait(for: PendingSaves.checkpoint())
      let second = try SyncUpsStorage(.postgres(url: url))
      let secondList = withDependencies { $0.syncUpsStorage = second } operation: {
        SyncUpsList.State()
      }
      _ = await secondList.$syncUps.value { $0 == [syncUp] }
      return (url, firstList, secondList)
    }

    /// The sync-ups the database at `url` holds, read as a new `SyncUps` process would.
    static func storedSyncUps(at url: String) async throws -> [SyncUp] {
      let key = try SyncUpsStorage(.postgres(url: url)).key
      let syncUps = try await withCheckedThrowingContinuation { continuation in
        key.load(
          context: .userInitiated,
          continuation: LoadContinuation { continuation.resume(with: $0) }
        )
      }
      return Array(syncUps ?? [])
    }

    /// A database of this run's own on the server `url` names; its URL. The sync-ups' row has a
    /// fixed name, so a run on a server an earlier run used would otherwise find it there.
    static func newDatabase(on url: String) async throws -> String {
      let name = "syncups_tests_\(UUID().uuidString.prefix(8).lowercased())"
      let connection = try await PostgresConnection.connect(
        configuration: PostgresConnection.Configuration(url: url), id: 0,
        logger: Logger(label: "SyncUpsPostgresTests", factory: { _ in SwiftLogNoOpLogHandler() })
      )
      do {
        try await connection.query(
          PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: connection.logger)
        try await connection.close()
      } catch {
        try? await connection.close()
        throw error
      }
      var components = try #require(URLComponents(string: url))
      components.path = "/\(name)"
      return try #require(components.string)
    }
  }

  extension Shared where Value: Sendable {
    /// Waits, without sleeping, until the shared value satisfies `predicate`.
    @MainActor
    fileprivate func value(where predicate: @escaping (Value) -> Bool) async -> Value? {
      for await value in Observations({ self.wrappedValue }) where predicate(value) {
        return value
      }
      return nil
    }
  }
#endif
