import Foundation
import PostgresNIO
import SharedRows

/// What `.postgresRows` keys do with a storage: its connections, with their own tables.
extension PostgresStorage {
  /// Creates the rows' tables and save function if they are missing.
  func createRowsSchema() async throws {
    try await self.run { connection in
      _ = try await connection.query(
        PostgresQuery(unsafeSQL: SharedRowsTable.createSchema), logger: connection.logger
      )
    }
  }

  /// The collection's rows in order, or `nil` when it was never written.
  func fetchRows(_ collection: String) async throws -> [StoredRow]? {
    try await self.run { connection in
      var binds = PostgresBindings()
      binds.append(collection)
      let exists = try await connection.query(
        PostgresQuery(unsafeSQL: SharedRowsTable.exists, binds: binds), logger: connection.logger
      )
      for try await exists in exists.decode(Bool.self) where !exists { return nil }
      let rows = try await connection.query(
        PostgresQuery(unsafeSQL: SharedRowsTable.select, binds: binds), logger: connection.logger
      )
      var stored: [StoredRow] = []
      for try await (id, position, version, json) in rows.decode(
        (String, Double, Int64, String).self
      ) {
        stored.append(StoredRow(id: id, position: position, version: version, json: json))
      }
      return stored
    }
  }

  /// The collection's highest position.
  func lastPosition(_ collection: String) async throws -> Double? {
    try await self.run { connection in
      var binds = PostgresBindings()
      binds.append(collection)
      let rows = try await connection.query(
        PostgresQuery(unsafeSQL: SharedRowsTable.lastPosition, binds: binds),
        logger: connection.logger
      )
      for try await position in rows.decode(Double?.self) { return position }
      return nil
    }
  }

  /// Writes a change in one statement (one transaction); returns the version it wrote and the ids
  /// another process changed first, which were not written. `lastPosition` tells which inserted
  /// rows are appended.
  func write(
    _ change: RowsChange, collection: String, lastPosition: Double?
  ) async throws -> (version: Int64, conflicts: [String]) {
    func arguments(_ rows: [StoredRow]) throws -> String {
      let items = rows.map {
        SaveItem(
          id: $0.id, position: $0.position, version: $0.version, json: $0.json,
          appended: $0.position > (lastPosition ?? 0)
        )
      }
      return String(decoding: try JSONEncoder().encode(items), as: UTF8.self)
    }
    var binds = PostgresBindings()
    binds.append(collection)
    for rows in [change.inserted, change.updated, change.deleted, change.moved] {
      binds.append(try arguments(rows))
    }
    return try await self.run { [binds] connection in
      let rows = try await connection.query(
        PostgresQuery(unsafeSQL: SharedRowsTable.save, binds: binds), logger: connection.logger
      )
      var conflicts: [String] = []
      var written: Int64 = 0
      for try await (id, version) in rows.decode((String?, Int64).self) {
        written = version
        if let id { conflicts.append(id) }
      }
      return (written, conflicts)
    }
  }

  /// A row as the save function reads it.
  private struct SaveItem: Encodable {
    var id: String
    var position: Double
    var version: Int64
    var json: String
    var appended: Bool
  }
}
