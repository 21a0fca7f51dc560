import ComposableArchitecture
import Foundation
import PostgresNIO
import SharedDeliveries
import Testing

@testable import SharingPostgres

/// Any Swift string a user can type (a WebSocket event can carry U+0000) is saved and read back
/// by another process exactly, scalar for scalar, and never stops the row's later saves.
@Suite struct StoredTextTests {
  let database: TestDatabase

  init() throws {
    self.database = try TestDatabase()
  }

  let deliveries = Deliveries()

  /// A string and a short name for it in the test's output. Strings Swift calls equal may differ
  /// (`"e\u{301}"` and `"é"`): compared by their scalars.
  struct OddText: CustomTestStringConvertible, Sendable {
    let testDescription: String
    let text: String
  }

  static let oddTexts = [
    OddText(testDescription: "U+0000 inside", text: "a\u{0000}b"),
    OddText(testDescription: "U+0000 alone", text: "\u{0000}"),
    // Noncharacters, which a Swift string literal refuses but a string may hold.
    OddText(
      testDescription: "U+FFFF, U+FFFE, U+FDD0",
      text: String(String.UnicodeScalarView([0xFFFF, 0xFFFE, 0xFDD0].compactMap(Unicode.Scalar.init)))
    ),
    OddText(testDescription: "combining marks", text: "e\u{0301} é n\u{0303}\u{0323}"),
    OddText(
      testDescription: "a ZWJ sequence, bidi overrides",
      text: "\u{1F469}\u{200D}\u{1F4BB} \u{202E}right-to-left\u{202C}"
    ),
    OddText(
      testDescription: "controls, quotes, SQL and format characters",
      text: "\u{7F}\u{1B}[31m\t\r\n\\\"'$1 %s"
    ),
    OddText(
      testDescription: "1.6 MB of JSON",
      text: String(repeating: "x\u{0000}\u{1F600}", count: 150_000)
    ),
  ]

  @Test(arguments: oddTexts)
  func aStringIsSavedAndReadBackByAnotherProcessExactly(_ odd: OddText) async throws {
    let text = odd.text
    let key = uniqueName("text")
    let (storageA, storageB) = (try database.storage("\(key)-a"), try database.storage("\(key)-b"))
    let a = Shared(wrappedValue: ["before"], deliveries.postgres(key, storage: storageA))
    try await deliveries.waitUntil("A loaded") { !a.isLoading }

    a.withLock { $0 = ["before", text] }
    try await a.save()
    #expect(a.saveError == nil)
    a.withLock { $0.append("after") }
    try await a.save()
    #expect(a.saveError == nil, "a later save of the same row goes through too")

    let b = Shared(wrappedValue: [String](), deliveries.postgres(key, storage: storageB))
    try await deliveries.waitUntil("B loaded") { !b.isLoading }
    #expect(b.loadError == nil)
    #expect(b.wrappedValue.map { Array($0.unicodeScalars) } == [
      Array("before".unicodeScalars), Array(text.unicodeScalars), Array("after".unicodeScalars),
    ])
    await storageA.close()
    await storageB.close()
  }

  /// A database an earlier version created (`value jsonb`) is migrated as a storage connects: its
  /// rows read as before, and a value `jsonb` refused is saved.
  @Test func aJsonbTableIsMigratedAndItsRowsStillRead() async throws {
    let name = "migrate_\(UUID().uuidString.prefix(8).lowercased())"
    try await database.withRawConnection { connection in
      _ = try await connection.query(
        PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: connection.logger)
    }
    let old = try TestDatabase(sameServerAs: database, database: name)
    // The schema as the earlier version created it (its trigger left out: nothing listens here).
    try await old.withRawConnection { connection in
      try await connection.query("CREATE SEQUENCE shared_values_version", logger: connection.logger)
      try await connection.query(
        """
        CREATE TABLE shared_values (
          key text PRIMARY KEY, value jsonb NOT NULL, version bigint NOT NULL,
          updated_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        logger: connection.logger
      )
      try await connection.query(
        """
        INSERT INTO shared_values (key, value, version)
        VALUES ('team', '["Blob", "Blob Jr."]', nextval('shared_values_version'))
        """,
        logger: connection.logger
      )
    }

    let storage = try old.storage(name)
    let team = Shared(wrappedValue: [String](), deliveries.postgres("team", storage: storage))
    try await deliveries.waitUntil("loaded") { !team.isLoading }
    #expect(team.loadError == nil)
    #expect(team.wrappedValue == ["Blob", "Blob Jr."])
    team.withLock { $0.append("a\u{0000}b") }
    try await team.save()
    #expect(team.saveError == nil)
    #expect(try await old.row("team")?.json == #"["Blob","Blob Jr.","a\u0000b"]"#)
    await storage.close()
  }
}
