import ComposableArchitecture
import SharingGRDB
import Testing

/// One fetch per request shape, as sharing-grdb's own suite: each reader holds the database's rows
/// as soon as it exists.
@MainActor
@Suite struct FetchKeyTests {
  @Test func fetchAll() throws {
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      @SharedReader(.fetchAll(sql: "SELECT * FROM players ORDER BY id")) var players: [Player]
      #expect(players.map(\.name) == ["Blob", "Blob Jr.", "Blob Sr."])
      #expect($players.loadError == nil)
    }
  }

  @Test func fetchAllWithArguments() throws {
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      @SharedReader(.fetchAll(sql: "SELECT * FROM players WHERE score > ?", arguments: [8]))
      var players: [Player]
      #expect(players.map(\.name) == ["Blob", "Blob Jr."])
    }
  }

  @Test func fetchOne() throws {
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      @SharedReader(.fetchOne(sql: "SELECT count(*) FROM players")) var count = 0
      #expect(count == 3)
      @SharedReader(.fetchOne(sql: "SELECT 1")) var bool = false
      #expect(bool)
      #expect($bool.loadError == nil)
    }
  }

  @Test func fetchOneOptional() throws {
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      @SharedReader(.fetchOne(sql: "SELECT NULL")) var bool: Bool?
      #expect(bool == nil)
      @SharedReader(.fetchOne(sql: "SELECT name FROM players WHERE score = 20")) var name: String?
      #expect(name == "Blob Jr.")
    }
  }

  @Test func fetchOneThatFindsNoRowKeepsTheDefault() throws {
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      @SharedReader(.fetchOne(sql: "SELECT name FROM players WHERE id = 99")) var name = "Nobody"
      #expect(name == "Nobody")
      #expect($name.loadError == nil)
    }
  }

  @Test func fetchRequest() throws {
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      @SharedReader(.fetch(PlayersScoring(minimumScore: 10))) var players
      #expect(players.map(\.name) == ["Blob Jr.", "Blob"])
      @SharedReader(.fetch(TotalScore())) var total = 0
      #expect(total == 35)
    }
  }

  @Test func fetchSyntaxError() throws {
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      @SharedReader(.fetchOne(sql: "SELEC 1")) var bool = false
      #expect(bool == false)
      let error = try #require($bool.loadError as? DatabaseError)
      #expect(error.message == #"near "SELEC": syntax error"#)
    }
  }

  @Test func fetchFromAGivenDatabase() throws {
    let other = try DatabaseQueue.players()
    try other.write { db in _ = try Player.deleteAll(db) }
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      @SharedReader(.fetchAll(sql: "SELECT * FROM players")) var players: [Player]
      @SharedReader(.fetchAll(sql: "SELECT * FROM players", database: other)) var none: [Player]
      #expect(players.count == 3)
      #expect(none.isEmpty)
    }
  }

  @Test func keysOfEqualRequestsAndDatabaseAreOneKey() throws {
    try withDependencies {
      $0.defaultDatabase = try .players()
    } operation: {
      let first: FetchKey<[Player]>.Default = .fetch(PlayersScoring(minimumScore: 10))
      let second: FetchKey<[Player]>.Default = .fetch(PlayersScoring(minimumScore: 10))
      let other: FetchKey<[Player]>.Default = .fetch(PlayersScoring(minimumScore: 11))
      #expect(first.id == second.id)
      #expect(first.id != other.id)
      let unit1: some SharedReaderKey<Void> = .fetch(Fetch1())
      let unit2: some SharedReaderKey<Void> = .fetch(Fetch2())
      #expect(unit1.id.hashValue != unit2.id.hashValue)
      let scheduler = SignallingScheduler()
      let scheduled: FetchKey<[Player]>.Default = .fetch(
        PlayersScoring(minimumScore: 10), scheduler: scheduler
      )
      #expect(scheduled.id != first.id)
    }
  }

  @Test func withoutADefaultDatabaseAnIssueIsReportedAndReadersKeepTheirDefaults() {
    withKnownIssue {
      @SharedReader(.fetchOne(sql: "SELECT count(*) FROM players")) var count = -1
      #expect(count == -1)
      #expect($count.loadError == nil)
    } matching: { issue in
      issue.description.contains("A blank, in-memory database is being used.")
    }
  }
}

private struct Fetch1: FetchKeyRequest {
  func fetch(_ db: Database) throws {}
}

private struct Fetch2: FetchKeyRequest {
  func fetch(_ db: Database) throws {}
}
