import ComposableArchitecture
import Foundation
@_spi(Hosting) import Sharing
import SharingGRDB
import Testing

/// `.sqliteRows(collection)`: a collection kept as one row per element, so that two connections
/// (two processes, in an app) editing different elements, or adding elements at the same moment,
/// both keep their changes, and only a change to the same element conflicts.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SQLiteRowsKeyTests {
  let folder: URL

  init() throws {
    self.folder = FileManager.default.temporaryDirectory
      .appending(component: "SQLiteRowsKeyTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
  }

  /// A connection to the test's database file, as another process would open it.
  func connection() throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    return try DatabaseQueue(
      path: self.folder.appending(component: "db.sqlite").path, configuration: configuration
    )
  }

  /// Each connection adds an element to the collection it loaded, neither having seen the
  /// other's: both are kept, and both shared values show them.
  @Test func elementsAddedAtTheSameMomentByTwoConnectionsAreBothKept() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    @Shared(.sqliteRows("team", database: try self.connection())) var first:
      IdentifiedArrayOf<Member> = []
    @Shared(.sqliteRows("team", database: try self.connection())) var second:
      IdentifiedArrayOf<Member> = []
    $first.withLock { _ = $0.append(Member(id: 1, name: "Blob")) }
    $second.withLock { _ = $0.append(Member(id: 2, name: "Blob Jr.")) }
    await PendingSaves.wait(for: PendingSaves.checkpoint())

    #expect($first.saveError == nil)
    #expect($second.saveError == nil)
    // Which commits first is up to the two connections: the order is the commits'.
    let stored = try await members(in: try self.connection()).map(\.id)
    #expect(Set(stored) == [1, 2])
    #expect(await SharedReader($first).value { $0.count == 2 }?.map(\.id) == stored)
    #expect(await SharedReader($second).value { $0.count == 2 }?.map(\.id) == stored)
  }

  /// Each connection edits a different element of the same collection: both edits are kept.
  @Test func editsOfDifferentElementsByTwoConnectionsAreBothKept() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    try await seed(self.connection())
    @Shared(.sqliteRows("team", database: try self.connection())) var first:
      IdentifiedArrayOf<Member> = []
    @Shared(.sqliteRows("team", database: try self.connection())) var second:
      IdentifiedArrayOf<Member> = []
    $first.withLock { $0[id: 1]?.name = "Blob (first)" }
    $second.withLock { $0[id: 2]?.name = "Blob Jr. (second)" }
    await PendingSaves.wait(for: PendingSaves.checkpoint())

    #expect($first.saveError == nil)
    #expect($second.saveError == nil)
    let expected = ["Blob (first)", "Blob Jr. (second)", "Blob Sr."]
    #expect(try await members(in: try self.connection()).map(\.name) == expected)
    #expect(await SharedReader($first).value { $0.map(\.name) == expected } != nil)
    #expect(await SharedReader($second).value { $0.map(\.name) == expected } != nil)
  }

  /// Both connections edit the same element: the first write wins; the second is refused with
  /// the conflict, which keeps its value, and its shared value takes the winner's.
  @Test func editsOfTheSameElementConflictAndTheLoserKeepsItsValue() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    try await seed(self.connection())
    let first: SQLiteRowsKey<Member> = .sqliteRows("team", database: try self.connection())
    let second: SQLiteRowsKey<Member> = .sqliteRows("team", database: try self.connection())
    var winning = try #require(try await load(first))
    var losing = try #require(try await load(second))

    winning[id: 1]?.name = "Blob (first)"
    winning[id: 3]?.name = "Blob Sr. (first)"
    try await save(winning, to: first)
    losing[id: 1]?.name = "Blob (second)"
    losing[id: 2]?.name = "Blob Jr. (second)"
    losing[id: 3]?.name = "Blob Sr. (second)"
    await #expect {
      try await save(losing, to: second)
    } throws: { error in
      let conflict = error as? SQLiteRowsSaveConflict<Member>
      return conflict?.ids == [1, 3]
        && conflict?.rejectedElements.map(\.name) == ["Blob (second)", "Blob Sr. (second)"]
    }
    #expect(
      try await members(in: try self.connection()).map(\.name)
        == ["Blob (first)", "Blob Jr. (second)", "Blob Sr. (first)"]
    )
  }

  /// Through `@Shared`, two connections edit the same element at the same moment: one wins;
  /// the other's `saveError` is the conflict with its value, and both show the winner's.
  @Test func aConflictIsTheLosersSaveErrorAndBothShowTheWinner() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    try await seed(self.connection())
    @Shared(.sqliteRows("team", database: try self.connection())) var first:
      IdentifiedArrayOf<Member> = []
    @Shared(.sqliteRows("team", database: try self.connection())) var second:
      IdentifiedArrayOf<Member> = []
    $first.withLock { $0[id: 2]?.name = "First" }
    $second.withLock { $0[id: 2]?.name = "Second" }
    await PendingSaves.wait(for: PendingSaves.checkpoint())

    let conflicts = [$first.saveError, $second.saveError].map {
      $0 as? SQLiteRowsSaveConflict<Member>
    }
    let loser = try #require(conflicts.compactMap { $0 }.first)
    #expect(conflicts.compactMap { $0 }.count == 1)
    #expect(loser.ids == [2])
    let winner = loser.rejectedElements[id: 2]?.name == "First" ? "Second" : "First"
    #expect(try await members(in: try self.connection())[1].name == winner)
    #expect(await SharedReader($first).value { $0[id: 2]?.name == winner } != nil)
    #expect(await SharedReader($second).value { $0[id: 2]?.name == winner } != nil)
  }

  /// The order is the array's: appends go last, a move rewrites only the moved element's position,
  /// and a new connection reads the same order.
  @Test func theOrderIsKept() async throws {
    let database = try DatabaseQueue()
    let key: SQLiteRowsKey<Member> = .sqliteRows("team", database: database)
    var team: IdentifiedArrayOf<Member> = [
      Member(id: 3, name: "Blob Sr."), Member(id: 1, name: "Blob"), Member(id: 2, name: "Blob Jr."),
    ]
    try await save(team, to: key)
    #expect(try await load(.sqliteRows("team", database: database))?.map(\.id) == [3, 1, 2])

    let before = try await rows(in: database)
    team.move(fromOffsets: [2], toOffset: 0)
    try await save(team, to: key)
    let after = try await rows(in: database)
    #expect(try await load(.sqliteRows("team", database: database))?.map(\.id) == [2, 3, 1])
    #expect(after.filter { before.contains($0) }.map(\.id) == ["3", "1"])
  }

  /// An element removed by one connection and edited by another: the edit is refused, and the
  /// removal stays.
  @Test func aRemovalAndAnEditOfTheSameElementConflict() async throws {
    let database = try DatabaseQueue()
    try await seed(database)
    let first: SQLiteRowsKey<Member> = .sqliteRows("team", database: database)
    let second: SQLiteRowsKey<Member> = .sqliteRows("team", database: database)
    var removed = try #require(try await load(first))
    var edited = try #require(try await load(second))
    removed.remove(id: 2)
    try await save(removed, to: first)
    edited[id: 2]?.name = "Blob Jr. (edited)"
    await #expect(throws: SQLiteRowsSaveConflict<Member>.self) {
      try await save(edited, to: second)
    }
    #expect(try await members(in: database).map(\.id) == [1, 3])
  }
}

struct Member: Codable, Equatable, Identifiable, Sendable {
  let id: Int
  var name: String
}

/// Blob, Blob Jr. and Blob Sr. (ids 1, 2, 3), written through a key of their own.
private func seed(_ database: DatabaseQueue) async throws {
  try await save(
    [
      Member(id: 1, name: "Blob"), Member(id: 2, name: "Blob Jr."), Member(id: 3, name: "Blob Sr."),
    ],
    to: .sqliteRows("team", database: database)
  )
}

private func members(in database: DatabaseQueue) async throws -> [Member] {
  let values = try await database.read { db in
    try String.fetchAll(
      db, sql: "SELECT value FROM shared_rows WHERE collection = 'team' ORDER BY position"
    )
  }
  return try values.map { try JSONDecoder().decode(Member.self, from: Data($0.utf8)) }
}

private struct RowPosition: Equatable {
  var id: String
  var position: Double
}

private func rows(in database: DatabaseQueue) async throws -> [RowPosition] {
  try await database.read { db in
    try Row.fetchAll(
      db, sql: "SELECT id, position FROM shared_rows WHERE collection = 'team' ORDER BY position"
    )
    .map { RowPosition(id: $0[0], position: $0[1]) }
  }
}

/// Loads through a key directly, as a shared value does when it is created.
private func load(_ key: SQLiteRowsKey<Member>) async throws -> IdentifiedArrayOf<Member>? {
  try await withCheckedThrowingContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation { continuation.resume(with: $0.map { $0 }) }
    )
  }
}

/// Saves through a key directly, as a shared value that has not seen the other connection's
/// changes does.
private func save(_ value: IdentifiedArrayOf<Member>, to key: SQLiteRowsKey<Member>) async throws {
  try await withCheckedThrowingContinuation {
    (continuation: CheckedContinuation<Void, any Error>) in
    key.save(
      value, context: .userInitiated,
      continuation: SaveContinuation { continuation.resume(with: $0.map { _ in }) }
    )
  }
}
