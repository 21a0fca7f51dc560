import ComposableArchitecture
import DependenciesTestSupport
import SharingGRDB
import Testing

/// A feature that reads its rows from the default database.
@Reducer
struct Leaderboard {
  @ObservableState
  struct State: Equatable {
    @SharedReader(.fetchOne(sql: "SELECT count(*) FROM players")) var playerCount = 0
  }
  enum Action {}
}

/// The test sets the default database with the `.dependency(\.defaultDatabase, …)` trait, as
/// sharing-grdb's README shows: the feature reads that database, and nothing reports the blank
/// placeholder the trait replaces.
@MainActor
@Suite(.dependency(\.defaultDatabase, try DatabaseQueue.withPlayers()))
struct DefaultDatabaseTraitTests {
  @Test func theFeatureReadsTheDatabaseTheTraitSets() {
    let store = TestStore(initialState: Leaderboard.State()) {
      Leaderboard()
    }
    #expect(store.state.playerCount == 2)
    #expect(store.state.$playerCount.loadError == nil)
  }
}

extension DatabaseQueue {
  /// An in-memory database migrated as an app migrates its own, with two players.
  fileprivate static func withPlayers() throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    var migrator = DatabaseMigrator()
    migrator.registerMigration("Create players") { db in
      try db.create(table: "players") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("name", .text).notNull()
      }
    }
    try migrator.migrate(database)
    try database.write { db in
      try db.execute(
        sql: "INSERT INTO players (name) VALUES (?), (?)", arguments: ["Blob", "Blob Jr."]
      )
    }
    return database
  }
}
