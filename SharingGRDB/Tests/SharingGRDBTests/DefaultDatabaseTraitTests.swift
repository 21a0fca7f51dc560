import DependenciesTestSupport
import SharingGRDB
import Testing

/// The `.dependency(\.defaultDatabase, …)` test trait (swift-dependencies 1.17 and later) sets the
/// database through a key path, which reads the placeholder first: that read reports no issue,
/// and the test reads the database it set. (The only test of the target that uses a dependency
/// trait: outside Apple platforms, traits that run in parallel can crash the test process, see
/// the library's UpstreamCodeOnLinux article.)
@Suite(.dependency(\.defaultDatabase, try DatabaseQueue.withPlayers()))
struct DefaultDatabaseTraitTests {
  @Test func theTraitsDatabaseIsReadAndNothingIsReported() async throws {
    @SharedReader(.fetchOne(sql: "SELECT count(*) FROM players")) var count = 0
    #expect(count == 2)
    #expect($count.loadError == nil)
  }
}

extension DatabaseQueue {
  fileprivate static func withPlayers() throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.execute(
        sql: """
          CREATE TABLE players (name TEXT NOT NULL);
          INSERT INTO players (name) VALUES ('Blob'), ('Blob Jr.');
          """
      )
    }
    return database
  }
}
