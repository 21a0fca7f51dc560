import ComposableArchitecture
import Foundation
import SharingGRDB
import Testing

/// `.sqlite(name)`: a `Codable` value in a row, written by `withLock`, following the changes any
/// connection (in this process or another) makes, refusing to write over a newer or unreadable row.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SQLiteKeyTests {
  let folder: URL

  init() throws {
    self.folder = FileManager.default.temporaryDirectory
      .appending(component: "SQLiteKeyTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
  }

  /// A connection to the test's database file, waiting rather than failing when another one is
  /// writing (as processes sharing a file should).
  func connection() throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    return try DatabaseQueue(
      path: self.folder.appending(component: "db.sqlite").path, configuration: configuration
    )
  }

  @Test func aValueIsWrittenToItsRowAndReadBackByANewConnection() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    let database = try self.connection()
    @Shared(.sqlite("team", database: database)) var names: [String] = []
    #expect(names == [])
    $names.withLock { $0 = ["Blob", "Blob Jr."] }
    try await $names.save()
    let row = try database.read { db in
      try Row.fetchOne(db, sql: "SELECT value, version FROM shared_values WHERE key = 'team'")
    }
    #expect(row?["value"] == #"["Blob","Blob Jr."]"#)
    #expect(row?["version"] == 1 as Int64)

    @Shared(.sqlite("team", database: try self.connection())) var reloaded: [String] = []
    #expect(reloaded == ["Blob", "Blob Jr."])
    #expect($reloaded.loadError == nil)
  }

  @Test func aWriteThroughTheSameDatabaseReachesTheSharedValue() async throws {
    let database = try DatabaseQueue()
    @Shared(.sqlite("team", database: database)) var names: [String] = []
    try await database.write { db in
      try db.execute(
        sql: "INSERT INTO shared_values (key, value, version) VALUES ('team', '[\"Blob\"]', 7)"
      )
    }
    #expect(await SharedReader($names).value { $0 == ["Blob"] } == ["Blob"])
  }

  /// GRDB's observation does not see another connection's commits: the file's change does.
  @Test func anotherConnectionsWriteReachesTheSharedValue() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    @Shared(.sqlite("team", database: try self.connection())) var names: [String] = []
    $names.withLock { $0 = ["Blob"] }
    try await $names.save()

    try await self.connection().write { db in
      try db.execute(
        sql: """
          UPDATE shared_values SET value = '["Blob","Blob Sr."]', version = version + 1
          WHERE key = 'team'
          """
      )
    }
    #expect(await SharedReader($names).value { $0.count == 2 } == ["Blob", "Blob Sr."])
    #expect($names.loadError == nil)
  }

  /// Another process: the `sqlite3` command-line shell writes the file.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")))
  func anotherProcesssWriteReachesTheSharedValue() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    @Shared(.sqlite("team", database: try self.connection())) var names: [String] = []
    $names.withLock { $0 = ["Blob"] }
    try await $names.save()

    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    // A busy timeout, as every process sharing the file needs: the key may be reading it.
    shell.arguments = [
      "-cmd", ".timeout 10000",
      self.folder.appending(component: "db.sqlite").path,
      """
      UPDATE shared_values SET value = '["Blob","Blob III"]', version = version + 1
      WHERE key = 'team'
      """,
    ]
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0)
    #expect(await SharedReader($names).value { $0.count == 2 } == ["Blob", "Blob III"])
  }

  /// A save based on a version the row no longer has is not written: it fails with the conflict,
  /// and the next save, based on the row's value, is written.
  @Test func aSaveBasedOnAnOlderVersionConflicts() async throws {
    let database = try DatabaseQueue()
    let key: SQLiteKey<[String]> = .sqlite("team", database: database)
    try await savedThenWrittenElsewhere(key, database)

    await #expect {
      try await save(["Blob", "Blob Jr."], to: key)
    } throws: { error in
      let conflict = error as? SQLiteSaveConflict
      return conflict?.basedOnVersion == 1 && conflict?.currentVersion == 5
    }
    #expect(try await json(of: "team", in: database) == #"["Elsewhere"]"#)

    try await save(["Elsewhere", "Blob"], to: key)
    #expect(try await json(of: "team", in: database) == #"["Elsewhere","Blob"]"#)
  }

  /// A save of the value the key already wrote finds the newer row another connection wrote,
  /// and takes it: the next change is based on it, not refused as a conflict.
  @Test func aSaveOfAnUnchangedValueTakesTheNewerRow() async throws {
    let database = try DatabaseQueue()
    let key: SQLiteKey<[String]> = .sqlite("team", database: database)
    try await savedThenWrittenElsewhere(key, database)
    try await save(["Blob"], to: key)
    #expect(try await json(of: "team", in: database) == #"["Elsewhere"]"#)

    try await save(["Elsewhere", "Blob"], to: key)
    #expect(try await json(of: "team", in: database) == #"["Elsewhere","Blob"]"#)
  }

  /// A row deleted and written again gets a version no row ever had (`max(version) + 1` gave the
  /// deleted row's): a reader that saw that version would take the new row for one it has.
  @Test func aVersionIsNeverHandedOutTwice() async throws {
    let database = try DatabaseQueue()
    let key: SQLiteKey<[String]> = .sqlite("team", database: database)
    try await save(["Blob"], to: key)
    try await save(["Blob", "Blob Jr."], to: key)
    #expect(try await version(of: "team", in: database) == 2)
    try await database.write { db in try db.execute(sql: "DELETE FROM shared_values") }

    try await save(["Blob Sr."], to: .sqlite("team", database: database))
    #expect(try await version(of: "team", in: database) == 3)
  }

  @Test func anUndecodableRowIsReportedAndNeverOverwritten() async throws {
    let database = try DatabaseQueue()
    try await writeUndecodableTeamRow(to: database)
    @Shared(.sqlite("team", database: database)) var names: [String] = ["Default"]
    #expect(names == ["Default"])
    let error = try #require($names.loadError as? UndecodableSQLiteValueError)
    #expect(error.version == 3)

    $names.withLock { $0 = ["Blob"] }
    await #expect(throws: UndecodableSQLiteValueError.self) { try await $names.save() }
    #expect(try await json(of: "team", in: database) == "{ not names")
  }
}

/// Saves `["Blob"]` through the key (version 1), then writes `["Elsewhere"]` at version 5 behind
/// its back, as another connection would.
private func savedThenWrittenElsewhere(
  _ key: SQLiteKey<[String]>, _ database: DatabaseQueue
) async throws {
  try await save(["Blob"], to: key)
  try await database.write { db in
    try db.execute(
      sql: "UPDATE shared_values SET value = '[\"Elsewhere\"]', version = 5 WHERE key = 'team'"
    )
  }
}

/// Saves through a key directly, as a shared value that has not yet seen the row's changes does.
private func save(_ value: [String], to key: SQLiteKey<[String]>) async throws {
  try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
    key.save(
      value, context: .userInitiated,
      continuation: SaveContinuation { continuation.resume(with: $0.map { _ in }) }
    )
  }
}

/// A `team` row at version 3 that does not decode as names.
func writeUndecodableTeamRow(to database: DatabaseQueue) async throws {
  try await database.write { db in
    try db.execute(
      sql: """
        CREATE TABLE shared_values (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL,
          version INTEGER NOT NULL);
        INSERT INTO shared_values VALUES ('team', '{ not names', 3);
        """
    )
  }
}

func json(of key: String, in database: DatabaseQueue) async throws -> String? {
  try await database.read { db in
    try String.fetchOne(db, sql: "SELECT value FROM shared_values WHERE key = ?", arguments: [key])
  }
}
