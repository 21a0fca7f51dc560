import Foundation
import Logging
import SharedDeliveries
import PostgresNIO
import Testing

@testable import SharingPostgres

/// The server Scripts/with-postgres started, seen as separate processes would see it: each
/// `PostgresStorage` has connections of its own, named so that a test can end them server-side.
struct TestDatabase {
  let url: String

  struct Missing: Error {}

  /// The database, or a failed test that says how to start one: these tests never skip.
  init(sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard let url = ProcessInfo.processInfo.environment["POSTGRES_URL"], !url.isEmpty else {
      Issue.record(
        """
        POSTGRES_URL is not set: these tests need a real PostgreSQL server. Run them through \
        Scripts/with-postgres, which starts one: \
        Scripts/with-postgres swift test --package-path SharingPostgres --scratch-path .build
        """,
        sourceLocation: sourceLocation
      )
      throw Missing()
    }
    self.url = url
  }

  /// Another database on the same server (`CREATE DATABASE` it first).
  init(sameServerAs other: TestDatabase, database: String) throws {
    var components = try #require(URLComponents(string: other.url))
    components.path = "/\(database)"
    self.url = try #require(components.string)
  }

  /// A storage with connections of its own, listed as `applicationName` by the server.
  func storage(_ applicationName: String) throws -> PostgresStorage {
    try PostgresStorage(url: "\(self.url)?application_name=\(applicationName)")
  }

  /// A plain postgres-nio connection, for what a test does behind the keys' back.
  func withRawConnection<R: Sendable>(
    _ body: (PostgresConnection) async throws -> R
  ) async throws -> R {
    let connection = try await PostgresConnection.connect(
      configuration: PostgresConnection.Configuration(url: self.url), id: 0,
      logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    )
    do {
      let result = try await body(connection)
      try await connection.close()
      return result
    } catch {
      try? await connection.close()
      throw error
    }
  }

  /// The row of `key`, as JSON text, and its version.
  func row(_ key: String) async throws -> (json: String, version: Int64)? {
    try await self.withRawConnection { connection in
      let rows = try await connection.query(
        "SELECT value::text, version FROM shared_values WHERE key = \(key)", logger: connection.logger
      )
      for try await (json, version) in rows.decode((String, Int64).self) {
        return (json, version)
      }
      return nil
    }
  }

  /// Ends, server-side, every connection of the storages named `applicationNames`.
  func terminateConnections(of applicationNames: [String]) async throws -> Int {
    try await self.withRawConnection { connection in
      let rows = try await connection.query(
        """
        SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) FROM pg_stat_activity
        WHERE application_name = ANY(\(applicationNames))
        """,
        logger: connection.logger
      )
      var count = 0
      for try await terminated in rows.decode(Int.self) { count = terminated }
      return count
    }
  }
}

/// A name no other test uses.
func uniqueName(_ prefix: String) -> String {
  "\(prefix)-\(UUID().uuidString.prefix(8).lowercased())"
}

struct TimedOut: Error {}

extension Deliveries {
  /// Waits until `condition` holds, checking it again each time a shared value took what its key
  /// delivered (no polling), and then until the keys settled, so that the test's next change is
  /// based on what it saw. The timeout only turns a hang into a failure.
  func waitUntil(
    _ what: String,
    timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @escaping @Sendable () -> Bool
  ) async throws {
    guard await self.waitUntil(timeout: timeout, condition) else {
      Issue.record("Timed out after \(timeout) waiting until \(what)", sourceLocation: sourceLocation)
      throw TimedOut()
    }
    await self.settled()
  }
}
