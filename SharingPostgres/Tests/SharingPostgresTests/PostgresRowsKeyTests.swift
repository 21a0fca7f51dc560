import ComposableArchitecture
import Foundation
import PostgresNIO
import Testing

@testable import SharingPostgres

/// `.postgresRows` keys against a real server: each "process" is a `PostgresStorage` with
/// connections of its own. Edits of different elements and simultaneous additions are all kept;
/// only a change to the same element conflicts.
@Suite struct PostgresRowsKeyTests {
  let database: TestDatabase

  init() throws {
    self.database = try TestDatabase()
  }

  /// Two processes each add an element to the collection they loaded, neither having seen the
  /// other's: both are kept.
  @Test func elementsAddedAtTheSameMomentByTwoProcessesAreBothKept() async throws {
    let collection = uniqueName("adds")
    let (a, b) = try self.keys(collection)
    _ = try await load(a)
    _ = try await load(b)
    async let first: Void = save([Member(id: 1, name: "Blob")], to: a)
    async let second: Void = save([Member(id: 2, name: "Blob Jr.")], to: b)
    _ = try await (first, second)
    #expect(Set(try await self.members(collection).map(\.id)) == [1, 2])
  }

  @Test func editsOfDifferentElementsByTwoProcessesAreBothKept() async throws {
    let collection = uniqueName("edits")
    let (a, b) = try self.keys(collection)
    try await save(team, to: a)
    var first = try #require(try await load(a))
    var second = try #require(try await load(b))
    first[id: 1]?.name = "Blob (A)"
    second[id: 2]?.name = "Blob Jr. (B)"
    try await save(first, to: a)
    try await save(second, to: b)
    #expect(
      try await self.members(collection).map(\.name) == ["Blob (A)", "Blob Jr. (B)", "Blob Sr."]
    )
  }

  /// The first write of an element wins; the second is refused with the conflict, which keeps
  /// its value, and its other edits are written.
  @Test func editsOfTheSameElementConflictAndTheLoserKeepsItsValue() async throws {
    let collection = uniqueName("conflict")
    let (a, b) = try self.keys(collection)
    try await save(team, to: a)
    var winning = try #require(try await load(a))
    var losing = try #require(try await load(b))
    winning[id: 1]?.name = "Blob (A)"
    try await save(winning, to: a)
    losing[id: 1]?.name = "Blob (B)"
    losing[id: 3]?.name = "Blob Sr. (B)"
    await #expect {
      try await save(losing, to: b)
    } throws: { error in
      let conflict = error as? PostgresRowsSaveConflict<Member>
      return conflict?.ids == [1] && conflict?.rejectedElements.map(\.name) == ["Blob (B)"]
    }
    #expect(
      try await self.members(collection).map(\.name) == ["Blob (A)", "Blob Jr.", "Blob Sr. (B)"]
    )
  }

  /// A move rewrites only the moved element's position; another process reads the same order.
  @Test func theOrderIsKept() async throws {
    let collection = uniqueName("order")
    let (a, b) = try self.keys(collection)
    var members = team
    try await save(members, to: a)
    members.move(fromOffsets: [2], toOffset: 0)
    try await save(members, to: a)
    #expect(try await load(b)?.map(\.id) == [3, 1, 2])
    #expect(try await self.members(collection).map(\.id) == [3, 1, 2])
  }

  /// One process's save reaches the other's subscription through NOTIFY.
  @Test func aSaveReachesTheOtherProcessThroughNotify() async throws {
    let collection = uniqueName("notify")
    let (a, b) = try self.keys(collection)
    try await save(team, to: a)
    _ = try await load(b)
    let (values, delivered) = AsyncStream.makeStream(of: IdentifiedArrayOf<Member>.self)
    let subscription = b.subscribe(
      context: .userInitiated,
      subscriber: SharedSubscriber { result in
        if case let .success(value?) = result { delivered.yield(value) }
      }
    )
    defer { subscription.cancel() }
    var edited = try #require(try await load(a))
    edited[id: 2]?.name = "Notified"
    try await save(edited, to: a)
    for await value in values where value[id: 2]?.name == "Notified" { return }
    Issue.record("B never received A's save")
  }

  /// Another process's change notified after a save's read-back and before the save ended (its
  /// end waits for the main queue) reaches the value: it was dropped, as a save under way reads
  /// the rows again, but this one had read them already, and the value kept the deleted rows
  /// until the next change (found by the two-process check, seeds 224867 and 911146).
  @Test func aChangeNotifiedWhileASaveIsEndingReachesTheValue() async throws {
    let collection = uniqueName("save-end")
    let (a, b) = try self.keys(collection)
    try await save([team[0]], to: b)
    _ = try await load(a)
    let (values, delivered) = AsyncStream.makeStream(of: IdentifiedArrayOf<Member>.self)
    let subscription = a.subscribe(
      context: .userInitiated,
      subscriber: SharedSubscriber { result in
        if case let .success(value?) = result { delivered.yield(value) }
      }
    )
    defer { subscription.cancel() }
    let (notifications, notified) = AsyncStream.makeStream(of: Void.self)
    let observer = a.storage.subscribe(key: SharedRowsTable.notificationKey(collection)) { _ in
      notified.yield()
    }
    defer { observer.cancel() }
    var heard = notifications.makeAsyncIterator()

    // The save's end waits on the held main queue; its write and read-back do not.
    let release = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { release.wait() }
    let saving = Task { try await save([team[0], team[1]], to: a) }
    await heard.next()
    await a.settled()
    // Another process deletes every row; this one hears it while its save is still ending.
    try await self.database.withRawConnection { connection in
      _ = try await connection.query(
        "DELETE FROM shared_rows WHERE collection = \(collection)", logger: connection.logger)
    }
    await heard.next()
    #expect(try await self.members(collection).isEmpty)
    await a.settled()
    release.signal()
    try await saving.value

    let emptied = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await value in values where value.isEmpty { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(5))
        return false
      }
      defer { group.cancelAll() }
      return await group.next() ?? false
    }
    #expect(emptied, "A still shows the rows another process deleted")
  }

  /// A removal made on an element's older title, refused by the database because another
  /// process edited the element first, is acknowledged when the element is gone by the time it
  /// reads the rows back: another removal, a compare-and-swap on the edited row's version, took
  /// it out. Nothing is lost: the edit was acknowledged and then removed by a removal made on it,
  /// which is what the two-process check accepts (seeds 911146, 764711 and 196862). The other
  /// removal commits while B's save is held inside its transaction, after B's delete found the
  /// edited row and before B reads the rows back.
  @Test func aRemovalRefusedOnAnOlderTitleIsAcknowledgedWhenANewerRemovalTookTheElementOut()
    async throws
  {
    let collection = uniqueName("removed-after-edit")
    let (a, b) = try self.keys(collection)
    try await save(team, to: a)
    _ = try await load(b)
    var edited = try #require(try await load(a))
    edited[id: 1]?.name = "Blob (A)"
    try await save(edited, to: a)

    let acknowledged = try await self.database.withRawConnection { connection in
      _ = try await connection.query("BEGIN", logger: connection.logger)
      // B's save moves element 3, which waits for this lock; its delete of 1 comes before.
      _ = try await connection.query(
        """
        SELECT id FROM shared_rows WHERE collection = \(collection) AND id <> '1' FOR UPDATE
        """,
        logger: connection.logger)
      // A's removal of 1, made on the edited row (only the edit's value matches), not committed.
      _ = try await connection.query(
        """
        DELETE FROM shared_rows WHERE collection = \(collection) AND id = '1'
          AND value = \(#"{"id":1,"name":"Blob (A)"}"#)
        """,
        logger: connection.logger)
      // B removes 1 on the title it loaded and moves 3 before 2.
      let saving = Task { try await save([team[2], team[1]], to: b) }
      try await self.database.waitUntilBlockedOnALock(applicationName: "\(collection)-b")
      _ = try await connection.query("COMMIT", logger: connection.logger)
      return await saving.result
    }
    #expect(throws: Never.self) { try acknowledged.get() }
    #expect(try await self.members(collection) == [team[2], team[1]])
    #expect(try await load(a) == [team[2], team[1]])
  }

  /// Two keys on two storages (two processes' connections).
  private func keys(
    _ collection: String
  ) throws -> (PostgresRowsKey<Member>, PostgresRowsKey<Member>) {
    (
      .postgresRows(collection, storage: try self.database.storage("\(collection)-a")),
      .postgresRows(collection, storage: try self.database.storage("\(collection)-b"))
    )
  }

  private func members(_ collection: String) async throws -> [Member] {
    try await self.database.withRawConnection { connection in
      let rows = try await connection.query(
        """
        SELECT value FROM shared_rows WHERE collection = \(collection) ORDER BY position, id
        """,
        logger: connection.logger
      )
      var members: [Member] = []
      for try await json in rows.decode(String.self) {
        members.append(try JSONDecoder().decode(Member.self, from: Data(json.utf8)))
      }
      return members
    }
  }
}

struct Member: Codable, Equatable, Identifiable, Sendable {
  let id: Int
  var name: String
}

private let team: IdentifiedArrayOf<Member> = [
  Member(id: 1, name: "Blob"), Member(id: 2, name: "Blob Jr."), Member(id: 3, name: "Blob Sr."),
]

private func load(_ key: PostgresRowsKey<Member>) async throws -> IdentifiedArrayOf<Member>? {
  try await withCheckedThrowingContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation { continuation.resume(with: $0.map { $0 }) }
    )
  }
}

private func save(_ value: IdentifiedArrayOf<Member>, to key: PostgresRowsKey<Member>) async throws
{
  try await withCheckedThrowingContinuation {
    (continuation: CheckedContinuation<Void, any Error>) in
    key.save(
      value, context: .userInitiated,
      continuation: SaveContinuation { continuation.resume(with: $0.map { _ in }) }
    )
  }
}
