import Logging
import PostgresNIO

/// The connection a storage runs its queries on: opened on first use (creating the table if it is
/// missing), dropped when it fails, and opened again by the next query. Queries from many keys
/// share it; postgres-nio pipelines them.
actor PostgresConnector {
  private let configuration: PostgresConnection.Configuration
  private let logger: Logger
  private var connection: PostgresConnection?
  private var connecting: Task<PostgresConnection, any Error>?
  private var hasSchema = false
  private var nextID = 0
  private var isClosed = false

  init(configuration: PostgresConnection.Configuration, logger: Logger) {
    self.configuration = configuration
    self.logger = logger
  }

  /// The open connection, or a new one.
  func connection() async throws -> PostgresConnection {
    if self.isClosed { throw PostgresStorageError.closed }
    if let connection = self.connection, !connection.isClosed { return connection }
    if let connecting = self.connecting { return try await connecting.value }
    self.nextID += 1
    let (configuration, logger, id, hasSchema) = (
      self.configuration, self.logger, self.nextID, self.hasSchema
    )
    let connecting = Task {
      let connection = try await PostgresConnection.connect(
        configuration: configuration, id: id, logger: logger
      )
      if !hasSchema {
        do {
          try await connection.query(PostgresQuery(unsafeSQL: SharedValuesTable.createSchema), logger: logger)
        } catch {
          try? await connection.close()
          throw error
        }
      }
      return connection
    }
    self.connecting = connecting
    defer { self.connecting = nil }
    let connection = try await connecting.value
    if self.isClosed {
      try? await connection.close()
      throw PostgresStorageError.closed
    }
    self.hasSchema = true
    self.connection = connection
    return connection
  }

  /// Forgets a connection a query found broken, so that the next query opens another.
  func discard(_ connection: PostgresConnection) async {
    if self.connection === connection { self.connection = nil }
    try? await connection.close()
  }

  func close() async {
    self.isClosed = true
    if let connection = self.connection {
      self.connection = nil
      try? await connection.close()
    }
  }
}
