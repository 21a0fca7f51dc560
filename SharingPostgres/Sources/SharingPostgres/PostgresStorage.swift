import ConcurrencyExtras
import Dependencies
import Foundation
import Logging
import NIOSSL
import PostgresNIO
import Sharing

/// The PostgreSQL database that `.postgres` keys keep their values in, and the connections they
/// use: one for queries and one that listens for other processes' changes, both reopened with
/// backoff when they drop.
///
/// Configure it once, as the app starts, with the `defaultPostgresStorage` dependency:
///
/// <!-- snippet: fragment -->
/// ```swift
/// prepareDependencies {
///   $0.defaultPostgresStorage = try! PostgresStorage(url: "postgres://app@127.0.0.1:5432/app")
/// }
/// ```
///
/// The values live in one table, `shared_values` (created when missing: a row per key name, its
/// JSON and a version), whose trigger notifies the `shared_values` channel of every change.
public final class PostgresStorage: Sendable, Hashable {
  private let connector: PostgresConnector?
  private let listener: PostgresListener?

  /// A storage for the database at a `postgres://user:password@host:port/database` URL (see
  /// `PostgresConnection.Configuration.init(url:)` for its options).
  public convenience init(url: String) throws {
    try self.init(configuration: PostgresConnection.Configuration(url: url))
  }

  /// A storage for a database postgres-nio connects to with `configuration`.
  public init(configuration: PostgresConnection.Configuration) {
    let logger = Logger(label: "sharing-postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    self.connector = PostgresConnector(configuration: configuration, logger: logger)
    self.listener = PostgresListener(configuration: configuration, logger: logger)
  }

  private init(unconfigured: Void) {
    self.connector = nil
    self.listener = nil
  }

  /// The storage of an app that configured none: every load and save fails with
  /// ``PostgresStorageError/notConfigured``.
  public static let unconfigured = PostgresStorage(unconfigured: ())

  deinit {
    self.listener?.close()
    if let connector = self.connector {
      Task { await connector.close() }
    }
  }

  /// Closes the storage's connections. Its keys' loads and saves fail from then on.
  public func close() async {
    self.listener?.close()
    await self.connector?.close()
  }

  public static func == (lhs: PostgresStorage, rhs: PostgresStorage) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  // MARK: What keys do with it

  /// A row: its JSON and version.
  struct Row: Sendable {
    var json: String
    var version: Int64
  }

  func fetch(_ key: String) async throws -> Row? {
    try await self.run { connection in
      var binds = PostgresBindings()
      binds.append(key)
      let rows = try await connection.query(
        PostgresQuery(unsafeSQL: SharedValuesTable.select, binds: binds), logger: connection.logger
      )
      for try await (json, version) in rows.decode((String, Int64).self) {
        return Row(json: json, version: version)
      }
      return nil
    }
  }

  /// Writes `json` if the row is still at `version` (`0`: if there is no row); the new version,
  /// or `nil` when the row has changed since.
  func write(_ key: String, json: String, basedOn version: Int64) async throws -> Int64? {
    try await self.run { connection in
      var binds = PostgresBindings()
      binds.append(key)
      binds.append(json)
      let sql: String
      if version == 0 {
        sql = SharedValuesTable.insert
      } else {
        sql = SharedValuesTable.update
        binds.append(version)
      }
      let rows = try await connection.query(
        PostgresQuery(unsafeSQL: sql, binds: binds), logger: connection.logger
      )
      for try await newVersion in rows.decode(Int64.self) {
        return newVersion
      }
      return nil
    }
  }

  /// The row, and whether it holds `json`.
  func fetch(_ key: String, comparingWith json: String) async throws -> (Row, holdsJSON: Bool)? {
    try await self.run { connection in
      var binds = PostgresBindings()
      binds.append(key)
      binds.append(json)
      let rows = try await connection.query(
        PostgresQuery(unsafeSQL: SharedValuesTable.selectComparing, binds: binds),
        logger: connection.logger
      )
      for try await (rowJSON, version, isSame) in rows.decode((String, Int64, Bool).self) {
        return (Row(json: rowJSON, version: version), isSame)
      }
      return nil
    }
  }

  func subscribe(
    key: String, handler: @escaping PostgresListener.Handler
  ) -> SharedSubscription {
    self.listener?.subscribe(key: key, handler: handler) ?? SharedSubscription {}
  }

  /// Runs a query, on a new connection when the last one dropped, trying again (with backoff) as
  /// long as the connection is what fails. An error the server reports about the query itself is
  /// thrown at once.
  func run<R: Sendable>(
    _ query: @escaping @Sendable (PostgresConnection) async throws -> R
  ) async throws -> R {
    guard let connector = self.connector else { throw PostgresStorageError.notConfigured }
    var failures = 0
    while true {
      let connection: PostgresConnection
      do {
        connection = try await connector.connection()
      } catch PostgresStorageError.closed {
        throw PostgresStorageError.closed
      } catch {
        failures += 1
        guard failures < Backoff.attempts else { throw error }
        try await Task.sleep(for: Backoff.delay(afterFailures: failures - 1))
        continue
      }
      do {
        return try await Self.withTimeout { try await query(connection) }
      } catch where Self.isConnectionFailure(error, on: connection) {
        await connector.discard(connection)
        failures += 1
        guard failures < Backoff.attempts else { throw error }
        try await Task.sleep(for: Backoff.delay(afterFailures: failures - 1))
      }
    }
  }

  /// Runs a query, or gives up on it after 10 seconds. postgres-nio never answers a query written
  /// to a connection that has just closed; this turns that hang into a connection failure, which
  /// is retried on a new connection. (The query's task is left behind, not waited for.)
  private static func withTimeout<R: Sendable>(
    _ query: @escaping @Sendable () async throws -> R
  ) async throws -> R {
    let outcome = LockIsolated<CheckedContinuation<R, any Error>?>(nil)
    return try await withCheckedThrowingContinuation { continuation in
      outcome.withValue { $0 = continuation }
      func finish(_ result: Result<R, any Error>) {
        outcome.withValue { pending in
          defer { pending = nil }
          return pending
        }?.resume(with: result)
      }
      let timer = Task {
        try await Task.sleep(for: .seconds(10))
        finish(.failure(QueryTimedOut()))
      }
      Task {
        do {
          finish(.success(try await query()))
        } catch {
          finish(.failure(error))
        }
        timer.cancel()
      }
    }
  }

  private struct QueryTimedOut: Error {}

  /// Whether an error says the connection is gone (closed, reset, or ended by the server, e.g. by
  /// `pg_terminate_backend`), rather than something wrong with the query.
  private static func isConnectionFailure(_ error: any Error, on connection: PostgresConnection)
    -> Bool
  {
    if connection.isClosed || error is QueryTimedOut { return true }
    guard let error = error as? PSQLError else { return true }
    switch error.code {
    case .serverClosedConnection, .clientClosedConnection, .connectionError, .uncleanShutdown:
      return true
    case .server:
      // Class 08: connection exception; 57P01–57P03: the server is shutting the session down.
      let state = error.serverInfo?[.sqlState] ?? ""
      return state.hasPrefix("08") || state.hasPrefix("57P")
    default:
      return false
    }
  }
}

/// Why a `.postgres` key could not reach its database.
public enum PostgresStorageError: Error, CustomStringConvertible {
  /// No storage was configured: set the `defaultPostgresStorage` dependency.
  case notConfigured
  /// The storage was closed.
  case closed

  public var description: String {
    switch self {
    case .notConfigured:
      return """
        No PostgreSQL database is configured for '.postgres' keys. Set one as the app starts: \
        'prepareDependencies { $0.defaultPostgresStorage = try PostgresStorage(url: "postgres://…") }'.
        """
    case .closed:
      return "The PostgreSQL storage was closed."
    }
  }
}

private enum DefaultPostgresStorageKey: DependencyKey {
  static let liveValue = PostgresStorage.unconfigured
  static let testValue = PostgresStorage.unconfigured
}

extension DependencyValues {
  /// The database `.postgres` keys use. Unconfigured until the app (or a test) sets it: their
  /// loads and saves fail with ``PostgresStorageError/notConfigured`` until then.
  public var defaultPostgresStorage: PostgresStorage {
    get { self[DefaultPostgresStorageKey.self] }
    set { self[DefaultPostgresStorageKey.self] = newValue }
  }
}
