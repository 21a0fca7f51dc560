import GRDB

/// The table every `.sqlite` key keeps its value in: one row per key name, the value's JSON and a
/// version that each write increases. Its name and columns are those of SharingPostgres' table, so
/// that an app reads the same in either database. The last version handed out is kept in a table
/// of its own (PostgreSQL's sequence), so that no version is handed out twice.
enum SharedValuesTable {
  static let name = "shared_values"

  static func create(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS shared_values (
          key TEXT PRIMARY KEY NOT NULL,
          value TEXT NOT NULL,
          version INTEGER NOT NULL
        );
        CREATE TABLE IF NOT EXISTS shared_values_last_version (version INTEGER NOT NULL);
        """
    )
  }

  /// The key's row, or `nil` when there is none (or no table yet).
  static func fetch(_ db: Database, key: String) throws -> SQLiteRow? {
    guard try db.tableExists(Self.name) else { return nil }
    return try Row.fetchOne(
      db, sql: "SELECT value, version FROM shared_values WHERE key = ?", arguments: [key]
    )
    .map { SQLiteRow(json: $0[0], version: $0[1]) }
  }

  /// Writes the key's row with a version higher than any handed out before, so that a row deleted
  /// and written again does not go back to a version a reader already saw (nor to one a deleted
  /// row had, as `max(version) + 1` would).
  static func write(_ db: Database, key: String, json: String) throws -> Int64 {
    // The table's own maximum too: an earlier version of this code, or another process running
    // it, wrote without the counter.
    let last = try Int64.fetchOne(
      db,
      sql: """
        SELECT max(
          coalesce((SELECT max(version) FROM shared_values), 0),
          coalesce((SELECT max(version) FROM shared_values_last_version), 0))
        """
    )
    let version = (last ?? 0) + 1
    try db.execute(sql: "DELETE FROM shared_values_last_version")
    try db.execute(
      sql: "INSERT INTO shared_values_last_version (version) VALUES (?)", arguments: [version]
    )
    try db.execute(
      sql: """
        INSERT INTO shared_values (key, value, version) VALUES (?, ?, ?)
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, version = excluded.version
        """,
      arguments: [key, json, version]
    )
    return version
  }
}

/// A key's row: its JSON and version.
struct SQLiteRow: Equatable, Sendable {
  var json: String
  var version: Int64
}
