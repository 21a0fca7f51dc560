import GRDB

/// The request behind `.fetchAll(sql:arguments:database:)`: every row, decoded as `Element`.
struct FetchAllRequest<Element: FetchableRecord>: FetchKeyRequest {
  var sql: String
  var arguments: StatementArguments

  func fetch(_ db: Database) throws -> [Element] {
    try Element.fetchAll(db, sql: self.sql, arguments: self.arguments)
  }
}

/// The request behind `.fetchOne(sql:arguments:database:)`: the first row's first column.
struct FetchOneRequest<Value: DatabaseValueConvertible>: FetchKeyRequest {
  var sql: String
  var arguments: StatementArguments

  func fetch(_ db: Database) throws -> Value {
    guard let value = try Value.fetchOne(db, sql: self.sql, arguments: self.arguments) else {
      throw NotFound()
    }
    return value
  }
}

/// A query found no row: the reader keeps (or returns to) its default instead of failing.
struct NotFound: Error {}
