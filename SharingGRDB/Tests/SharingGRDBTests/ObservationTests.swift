import ComposableArchitecture
import Foundation
import SharingGRDB
import Testing

/// A committed write reaches the readers of what it changed, through GRDB's observation: the tests
/// wait for the reader's change (or the scheduler's delivery), never for a time.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ObservationTests {
  @Test func fetchAllFollowsInsertsUpdatesAndDeletes() async throws {
    let database = try DatabaseQueue.players()
    try await withDependencies {
      $0.defaultDatabase = database
    } operation: {
      @SharedReader(.fetchAll(sql: "SELECT * FROM players WHERE score >= 10 ORDER BY id"))
      var players: [Player]
      #expect(players.map(\.name) == ["Blob", "Blob Jr."])

      try await database.write { db in _ = try Player(name: "Blob III", score: 30).inserted(db) }
      let inserted = await $players.value { $0.count == 3 }
      #expect(inserted?.map(\.name) == ["Blob", "Blob Jr.", "Blob III"])

      try await database.write { db in
        try db.execute(sql: "UPDATE players SET score = 0 WHERE name = 'Blob'")
      }
      let updated = await $players.value { $0.count == 2 }
      #expect(updated?.map(\.name) == ["Blob Jr.", "Blob III"])

      try await database.write { db in _ = try Player.deleteAll(db) }
      let deleted = await $players.value { $0.isEmpty }
      #expect(deleted == [])
      #expect($players.loadError == nil)
    }
  }

  @Test func fetchOneReturnsToItsDefaultWhenTheRowGoes() async throws {
    let database = try DatabaseQueue.players()
    try await withDependencies {
      $0.defaultDatabase = database
    } operation: {
      @SharedReader(.fetchOne(sql: "SELECT name FROM players WHERE score = 20")) var name = "Nobody"
      #expect(name == "Blob Jr.")
      try await database.write { db in
        try db.execute(sql: "DELETE FROM players WHERE score = 20")
      }
      #expect(await $name.value { $0 == "Nobody" } == "Nobody")
      #expect($name.loadError == nil)
    }
  }

  @Test func aFailingFetchIsTheLoadErrorAndTheObservationGoesOn() async throws {
    let database = try DatabaseQueue.players()
    try await withDependencies {
      $0.defaultDatabase = database
    } operation: {
      @SharedReader(.fetch(TotalScore())) var total = 0
      #expect(total == 35)

      try await database.write { db in _ = try Player(name: "Cheater", score: -100).inserted(db) }
      _ = await $total.value { _ in $total.loadError != nil }
      #expect($total.loadError as? TotalScore.NegativeScore == TotalScore.NegativeScore())
      #expect(total == 35)

      try await database.write { db in
        try db.execute(sql: "UPDATE players SET score = 100 WHERE name = 'Cheater'")
      }
      #expect(await $total.value { $0 == 135 } == 135)
      #expect($total.loadError == nil)
    }
  }

  @Test func everyReaderOfAKeySharesOneValue() async throws {
    let database = try DatabaseQueue.players()
    try await withDependencies {
      $0.defaultDatabase = database
    } operation: {
      @SharedReader(.fetch(PlayersScoring(minimumScore: 0))) var first
      @SharedReader(.fetch(PlayersScoring(minimumScore: 0))) var second
      #expect($first == $second)
      try await database.write { db in _ = try Player(name: "Blob IV", score: 1).inserted(db) }
      _ = await $first.value { $0.count == 4 }
      #expect(second.count == 4)
    }
  }

  @Test func writesToOtherTablesDoNotReachTheReader() async throws {
    let database = try DatabaseQueue.players()
    try await database.write { db in
      try db.create(table: "teams") { table in table.column("name", .text) }
    }
    let scheduler = SignallingScheduler()
    @SharedReader(.fetchAll(sql: "SELECT * FROM players", database: database, scheduler: scheduler))
    var players: [Player]
    try await database.write { db in try db.execute(sql: "INSERT INTO teams VALUES ('Blobs')") }
    try await database.write { db in _ = try Player(name: "Blob V", score: 1).inserted(db) }
    // The first delivery after the two writes is the players' one: the team's write made none.
    await scheduler.nextDelivery()
    #expect(players.count == 4)
  }

  @Test func aGivenSchedulerDeliversTheValues() async throws {
    let database = try DatabaseQueue.players()
    let scheduler = SignallingScheduler()
    @SharedReader(.fetchOne(sql: "SELECT count(*) FROM players", database: database, scheduler: scheduler))
    var count = 0
    #expect(count == 3)
    try await database.write { db in _ = try Player(name: "Blob VI", score: 1).inserted(db) }
    await scheduler.nextDelivery()
    #expect(count == 4)
  }

  @Test func loadFetchesAgain() async throws {
    let database = try DatabaseQueue.players()
    let scheduler = SignallingScheduler()
    @SharedReader(.fetch(TotalScore(), database: database, scheduler: scheduler)) var total = 0
    #expect(total == 35)
    try await database.write { db in _ = try Player(name: "Blob VII", score: 1).inserted(db) }
    try await $total.load()
    #expect(total == 36)
    #expect(!$total.isLoading)
  }

  @Test func aDatabasePoolOnAFileIsObservedToo() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharingGRDBTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pool = try DatabasePool(path: directory.appendingPathComponent("db.sqlite").path)
    try await pool.write { db in
      try db.create(table: Player.databaseTableName) { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("name", .text).notNull()
        table.column("score", .integer).notNull()
      }
    }
    @SharedReader(.fetchAll(sql: "SELECT * FROM players", database: pool)) var players: [Player]
    #expect(players.isEmpty)
    try await pool.write { db in _ = try Player(name: "Blob", score: 1).inserted(db) }
    #expect(await $players.value { !$0.isEmpty }?.map(\.name) == ["Blob"])
  }

  @Test func readersOfTwoDatabasesFollowTheirOwn() async throws {
    let database1 = try DatabaseQueue.players()
    let database2 = try DatabaseQueue.players()
    @SharedReader(.fetchAll(sql: "SELECT * FROM players", database: database1)) var records1: [Player]
    @SharedReader(.fetchAll(sql: "SELECT * FROM players", database: database2)) var records2: [Player]
    try await database2.write { db in _ = try Player.deleteOne(db, key: 1) }
    #expect(await $records2.value { $0.count == 2 }?.count == 2)
    #expect(records1.count == 3)
    try await $records1.load()
    #expect(records1.count == 3)
  }
}
