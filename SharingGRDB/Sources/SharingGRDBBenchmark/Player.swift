import SharingGRDB

/// A row of the benchmark's table, decoded through `Codable` as most records are.
struct Player: Codable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "players"
  var id: Int64
  var name: String
  var score: Int

  /// A new in-memory database whose `players` table holds `count` rows (ids 1 through `count`).
  static func database(count: Int) throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.create(table: Player.databaseTableName) { table in
        table.primaryKey("id", .integer)
        table.column("name", .text).notNull()
        table.column("score", .integer).notNull()
      }
      for id in 1...Int64(count) {
        try Player(id: id, name: "Player \(id)", score: 0).insert(db)
      }
    }
    return database
  }
}

/// The same row decoded by a hand-written `init(row:)`, to tell decoding from fetching.
struct PlayerDecodedByHand: FetchableRecord {
  var id: Int64
  var name: String
  var score: Int

  init(row: Row) throws {
    self.id = row[0]
    self.name = row[1]
    self.score = row[2]
  }
}
