#if Postgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO
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
