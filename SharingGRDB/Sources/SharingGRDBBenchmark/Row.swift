import SharingGRDB

/// A row of the benchmark's table.
struct Row: Codable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "rows"
  var id: Int64
  var name: String
  var score: Int

  /// A new in-memory database whose `rows` table holds `count` rows (ids 1 through `count`).
  static func database(count: Int) throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.create(table: Row.databaseTableName) { table in
        table.primaryKey("id", .integer)
        table.column("name", .text).notNull()
        table.column("score", .integer).notNull()
      }
      for id in 1...Int64(count) {
        try Row(id: id, name: "Row \(id)", score: 0).insert(db)
      }
    }
    return database
  }
}
