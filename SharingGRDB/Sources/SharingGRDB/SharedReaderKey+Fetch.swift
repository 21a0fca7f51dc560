import GRDB
import Sharing

extension SharedReaderKey {
  /// A key that fetches `request`'s value and follows the database's changes.
  ///
  /// ```swift
  /// @SharedReader(.fetch(PlayerCount())) var count = 0
  /// ```
  ///
  /// - Parameters:
  ///   - request: What to fetch.
  ///   - database: The database to read; `nil` reads `@Dependency(\.defaultDatabase)`.
  public static func fetch<Value>(
    _ request: some FetchKeyRequest<Value>,
    database: (any DatabaseReader)? = nil
  ) -> Self
  where Self == FetchKey<Value> {
    FetchKey(request: request, database: database, scheduler: nil)
  }

  /// A key that fetches a collection, empty by default, and follows the database's changes.
  ///
  /// ```swift
  /// @SharedReader(.fetch(Players())) var players
  /// ```
  ///
  /// - Parameters:
  ///   - request: What to fetch.
  ///   - database: The database to read; `nil` reads `@Dependency(\.defaultDatabase)`.
  public static func fetch<Records: RangeReplaceableCollection>(
    _ request: some FetchKeyRequest<Records>,
    database: (any DatabaseReader)? = nil
  ) -> Self
  where Self == FetchKey<Records>.Default {
    Self[.fetch(request, database: database), default: Records()]
  }

  /// A key that fetches the rows of an SQL query as records, `[]` by default, and follows the
  /// database's changes.
  ///
  /// ```swift
  /// @SharedReader(.fetchAll(sql: "SELECT * FROM players WHERE score > ?", arguments: [10]))
  /// var players: [Player]
  /// ```
  ///
  /// - Parameters:
  ///   - sql: The query.
  ///   - arguments: The values of the query's `?` and `:name` parameters.
  ///   - database: The database to read; `nil` reads `@Dependency(\.defaultDatabase)`.
  public static func fetchAll<Record: FetchableRecord>(
    sql: String,
    arguments: StatementArguments = StatementArguments(),
    database: (any DatabaseReader)? = nil
  ) -> Self
  where Self == FetchKey<[Record]>.Default {
    Self[.fetch(FetchAllRequest(sql: sql, arguments: arguments), database: database), default: []]
  }

  /// A key that fetches the first column of an SQL query's first row, and follows the database's
  /// changes. When the query finds no row, the reader has its default.
  ///
  /// ```swift
  /// @SharedReader(.fetchOne(sql: "SELECT count(*) FROM players")) var count = 0
  /// ```
  ///
  /// - Parameters:
  ///   - sql: The query.
  ///   - arguments: The values of the query's `?` and `:name` parameters.
  ///   - database: The database to read; `nil` reads `@Dependency(\.defaultDatabase)`.
  public static func fetchOne<Value: DatabaseValueConvertible>(
    sql: String,
    arguments: StatementArguments = StatementArguments(),
    database: (any DatabaseReader)? = nil
  ) -> Self
  where Self == FetchKey<Value> {
    .fetch(FetchOneRequest(sql: sql, arguments: arguments), database: database)
  }
}

extension SharedReaderKey {
  /// A key that fetches `request`'s value, delivered on `scheduler` instead of the main queue.
  ///
  /// - Parameters:
  ///   - request: What to fetch.
  ///   - database: The database to read; `nil` reads `@Dependency(\.defaultDatabase)`.
  ///   - scheduler: Where the observation delivers new values (a reader's first value is
  ///     fetched when it is created).
  public static func fetch<Value>(
    _ request: some FetchKeyRequest<Value>,
    database: (any DatabaseReader)? = nil,
    scheduler: some ValueObservationScheduler & Hashable
  ) -> Self
  where Self == FetchKey<Value> {
    FetchKey(request: request, database: database, scheduler: scheduler)
  }

  /// A collection fetched with `request`, empty by default, delivered on `scheduler`.
  ///
  /// - Parameters:
  ///   - request: What to fetch.
  ///   - database: The database to read; `nil` reads `@Dependency(\.defaultDatabase)`.
  ///   - scheduler: Where the observation delivers new values.
  public static func fetch<Records: RangeReplaceableCollection>(
    _ request: some FetchKeyRequest<Records>,
    database: (any DatabaseReader)? = nil,
    scheduler: some ValueObservationScheduler & Hashable
  ) -> Self
  where Self == FetchKey<Records>.Default {
    Self[.fetch(request, database: database, scheduler: scheduler), default: Records()]
  }

  /// The rows of an SQL query as records, `[]` by default, delivered on `scheduler`.
  ///
  /// - Parameters:
  ///   - sql: The query.
  ///   - arguments: The values of the query's `?` and `:name` parameters.
  ///   - database: The database to read; `nil` reads `@Dependency(\.defaultDatabase)`.
  ///   - scheduler: Where the observation delivers new values.
  public static func fetchAll<Record: FetchableRecord>(
    sql: String,
    arguments: StatementArguments = StatementArguments(),
    database: (any DatabaseReader)? = nil,
    scheduler: some ValueObservationScheduler & Hashable
  ) -> Self
  where Self == FetchKey<[Record]>.Default {
    Self[
      .fetch(
        FetchAllRequest(sql: sql, arguments: arguments), database: database, scheduler: scheduler
      ),
      default: []
    ]
  }

  /// The first column of an SQL query's first row, delivered on `scheduler`.
  ///
  /// - Parameters:
  ///   - sql: The query.
  ///   - arguments: The values of the query's `?` and `:name` parameters.
  ///   - database: The database to read; `nil` reads `@Dependency(\.defaultDatabase)`.
  ///   - scheduler: Where the observation delivers new values.
  public static func fetchOne<Value: DatabaseValueConvertible>(
    sql: String,
    arguments: StatementArguments = StatementArguments(),
    database: (any DatabaseReader)? = nil,
    scheduler: some ValueObservationScheduler & Hashable
  ) -> Self
  where Self == FetchKey<Value> {
    .fetch(FetchOneRequest(sql: sql, arguments: arguments), database: database, scheduler: scheduler)
  }
}
