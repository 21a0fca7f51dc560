import GRDB

/// A request for a value from a database, which `@SharedReader(.fetch(…))` runs and observes.
///
/// Write one when a query is more than a line of SQL, for instance with GRDB's query builder:
///
/// ```swift
/// struct Players: FetchKeyRequest {
///   var minimumScore = 0
///   func fetch(_ db: Database) throws -> [Player] {
///     try Player.filter(Column("score") >= minimumScore).order(Column("name")).fetchAll(db)
///   }
/// }
///
/// @SharedReader(.fetch(Players(minimumScore: 10))) var players
/// ```
///
/// The request is part of the key's identity: readers of equal requests (and the same database)
/// share one value and one observation, so give the request the properties its query depends on.
public protocol FetchKeyRequest<Value>: Hashable, Sendable {
  /// The type of value the request fetches.
  associatedtype Value

  /// Fetches the value. It runs again whenever a transaction changes what it read.
  func fetch(_ db: Database) throws -> Value
}
