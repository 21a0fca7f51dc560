import SharingGRDB

/// A row of the tests' `players` table.
struct Player: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "players"
  var id: Int64?
  var name: String
  var score: Int

  mutating func didInsert(_ inserted: InsertionSuccess) {
    self.id = inserted.rowID
  }
}

extension DatabaseWriter where Self == DatabaseQueue {
  /// A new in-memory database whose `players` table holds Blob (10), Blob Jr. (20) and Blob Sr. (5).
  static func players() throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    var migrator = DatabaseMigrator()
    migrator.registerMigration("Create players") { db in
      try db.create(table: Player.databaseTableName) { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("name", .text).notNull()
        table.column("score", .integer).notNull()
      }
      for (name, score) in [("Blob", 10), ("Blob Jr.", 20), ("Blob Sr.", 5)] {
        _ = try Player(name: name, score: score).inserted(db)
      }
    }
    try migrator.migrate(database)
    return database
  }
}

/// The players whose score is at least `minimumScore`, best first: a request of the user's own.
struct PlayersScoring: FetchKeyRequest {
  var minimumScore: Int

  func fetch(_ db: Database) throws -> [Player] {
    try Player
      .filter(Column("score") >= self.minimumScore)
      .order(Column("score").desc)
      .fetchAll(db)
  }
}

/// The sum of the scores, refusing negative ones: a request that fails on some rows.
struct TotalScore: FetchKeyRequest {
  struct NegativeScore: Error, Equatable {}

  func fetch(_ db: Database) throws -> Int {
    if try Player.filter(Column("score") < 0).fetchCount(db) > 0 {
      throw NegativeScore()
    }
    return try Int.fetchOne(db, sql: "SELECT coalesce(sum(score), 0) FROM players") ?? 0
  }
}
