import GRDB
import SharedRows

/// The tables every `.sqliteRows` key keeps its collection in: one row per element, keyed by the
/// collection's name and the element's id, with the element's JSON, its place in the collection's
/// order and a version; and, per collection, the last version a write used.
///
/// A write's version comes from `shared_rows_clock` rather than from `max(version)`, so that an
/// element deleted and added again never gets back a version a reader already holds for it.
enum SharedRowsTable {
  static let name = "shared_rows"

  static let createSQL = """
    CREATE TABLE IF NOT EXISTS shared_rows (
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      position REAL NOT NULL,
      version INTEGER NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (collection, id)
    );
    CREATE TABLE IF NOT EXISTS shared_rows_clock (
      collection TEXT PRIMARY KEY NOT NULL,
      version INTEGER NOT NULL
    )
    """

  static let collectionExistsSQL = "SELECT 1 FROM shared_rows_clock WHERE collection = ?"

  static let selectSQL = """
    SELECT id, position, version, value FROM shared_rows WHERE collection = ?
    ORDER BY position, id
    """

  static let lastPositionSQL = "SELECT max(position) FROM shared_rows WHERE collection = ?"

  static let nextVersionSQL = """
    INSERT INTO shared_rows_clock (collection, version) VALUES (?, 1)
    ON CONFLICT (collection) DO UPDATE SET version = version + 1
    RETURNING version
    """

  /// Ignored (no change) when another connection added an element with the same id first.
  static let insertSQL = """
    INSERT INTO shared_rows (collection, id, position, version, value) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (collection, id) DO NOTHING
    """

  /// A compare-and-swap on the element's version: no change when another connection wrote first.
  static let updateSQL = """
    UPDATE shared_rows SET value = ?, position = ?, version = ?
    WHERE collection = ? AND id = ? AND version = ?
    """

  static let deleteSQL = "DELETE FROM shared_rows WHERE collection = ? AND id = ? AND version = ?"

  static let rowExistsSQL = "SELECT 1 FROM shared_rows WHERE collection = ? AND id = ?"

  /// Order is not the element's content: a move takes effect whatever the element's version.
  static let moveSQL = "UPDATE shared_rows SET position = ? WHERE collection = ? AND id = ?"

  static func create(_ db: Database) throws {
    try db.execute(sql: Self.createSQL)
  }

  /// The collection's rows in order, or `nil` when it was never written (or there is no table).
  static func fetch(_ db: Database, collection: String) throws -> [StoredRow]? {
    guard try db.tableExists("shared_rows_clock"),
      try Bool.fetchOne(db, sql: Self.collectionExistsSQL, arguments: [collection]) != nil
    else { return nil }
    return try Row.fetchAll(db, sql: Self.selectSQL, arguments: [collection]).map {
      StoredRow(id: $0[0], position: $0[1], version: $0[2], json: $0[3])
    }
  }

  static func lastPosition(_ db: Database, collection: String) throws -> Double? {
    try Double.fetchOne(db, sql: Self.lastPositionSQL, arguments: [collection])
  }

  static func nextVersion(_ db: Database, collection: String) throws -> Int64 {
    try Int64.fetchOne(db, sql: Self.nextVersionSQL, arguments: [collection]) ?? 1
  }

  /// Writes one save's change with `version`; returns the ids it could not write because another
  /// connection changed (or added, or deleted) the same element first.
  static func write(
    _ change: RowsChange, version: Int64, collection: String, _ db: Database
  ) throws -> [String] {
    var conflicts: [String] = []
    for row in change.inserted {
      try db.execute(
        sql: Self.insertSQL, arguments: [collection, row.id, row.position, version, row.json]
      )
      if db.changesCount == 0 { conflicts.append(row.id) }
    }
    for row in change.updated {
      try db.execute(
        sql: Self.updateSQL,
        arguments: [row.json, row.position, version, collection, row.id, row.version]
      )
      if db.changesCount == 0 { conflicts.append(row.id) }
    }
    for row in change.deleted {
      try db.execute(sql: Self.deleteSQL, arguments: [collection, row.id, row.version])
      // Already deleted by another connection: what this save wanted.
      if db.changesCount == 0,
        try Bool.fetchOne(db, sql: Self.rowExistsSQL, arguments: [collection, row.id]) != nil
      {
        conflicts.append(row.id)
      }
    }
    for row in change.moved {
      try db.execute(sql: Self.moveSQL, arguments: [row.position, collection, row.id])
    }
    return conflicts
  }
}
