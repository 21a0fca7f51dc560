import ComposableArchitecture
import Foundation

#if SQLite
  import SharingGRDB
#endif
#if Postgres
  import SharingPostgres
#endif

/// What keeps the sync-ups: the JSON file (the default), or, in builds with the package's
/// `SQLite` or `Postgres` trait, a database that several processes can share.
enum SyncUpsStorage: Sendable {
  /// The JSON file the `syncUpsFile` dependency names.
  case file
  #if SQLite
    /// Rows of an SQLite database (`SyncUps --database sqlite:PATH`).
    case sqlite(any DatabaseWriter)
  #endif
  #if Postgres
    /// Rows of a PostgreSQL database (`SyncUps --database postgres://…`).
    case postgres(PostgresStorage)
  #endif

  /// The name of the collection, in a database's `shared_rows` table, of the sync-ups' records: a
  /// row per sync-up (its own fields), per attendee and per meeting, so that processes editing
  /// different records, or adding some at the same moment, never conflict.
  static let recordsCollectionName = "sync_up_records"

  /// The name of the collection that kept a row per sync-up, attendees and meetings inside, before
  /// they were records of their own; imported from on the first start.
  static let rowPerSyncUpCollectionName = "sync_ups"

  /// The name of the row of the `shared_values` table that kept all the sync-ups as one value
  /// before they were kept as rows; imported from on the first start.
  static let singleRowName = "sync-ups"

  /// The storage `--database` names (`nil`: the file), opened.
  init(_ option: DatabaseOption?) throws {
    switch option {
    case nil:
      self = .file
    case let .sqlite(path):
      #if SQLite
        var configuration = GRDB.Configuration()
        // Other processes may be writing the same file: wait for them rather than fail.
        configuration.busyMode = .timeout(10)
        self = .sqlite(try DatabaseQueue(path: path, configuration: configuration))
      #else
        throw DatabaseOption.NotBuiltIn(argument: "sqlite:\(path)", trait: "SQLite")
      #endif
    case let .postgres(url):
      #if Postgres
        self = .postgres(try PostgresStorage(url: url))
      #else
        throw DatabaseOption.NotBuiltIn(argument: url, trait: "Postgres")
      #endif
    }
  }

  /// Whether this is the JSON file.
  var isFile: Bool {
    if case .file = self { true } else { false }
  }

  /// The key that keeps the sync-ups here.
  var key: any SharedKey<IdentifiedArrayOf<SyncUp>> {
    switch self {
    case .file:
      @Dependency(\.syncUpsFile) var url
      return FileStorageKey<IdentifiedArrayOf<SyncUp>>.fileStorage(url)
    #if SQLite
      case let .sqlite(database):
        return SyncUpRecordsKey(
          base: SQLiteRowsKey<SyncUpRecord>.sqliteRows(
            Self.recordsCollectionName, database: database)
        )
    #endif
    #if Postgres
      case let .postgres(storage):
        return SyncUpRecordsKey(
          base: PostgresRowsKey<SyncUpRecord>.postgresRows(
            Self.recordsCollectionName, storage: storage)
        )
    #endif
    }
  }

  /// The key of the rows that kept a sync-up each before, in a database (`nil`: the file).
  var rowPerSyncUpKey: (any SharedKey<IdentifiedArrayOf<SyncUp>>)? {
    switch self {
    case .file:
      return nil
    #if SQLite
      case let .sqlite(database):
        return SQLiteRowsKey<SyncUp>.sqliteRows(
          Self.rowPerSyncUpCollectionName, database: database)
    #endif
    #if Postgres
      case let .postgres(storage):
        return PostgresRowsKey<SyncUp>.postgresRows(
          Self.rowPerSyncUpCollectionName, storage: storage)
    #endif
    }
  }

  /// The key of the single row that kept the sync-ups before, in a database (`nil`: the file).
  var singleRowKey: (any SharedKey<IdentifiedArrayOf<SyncUp>>)? {
    switch self {
    case .file:
      return nil
    #if SQLite
      case let .sqlite(database):
        return SQLiteKey<IdentifiedArrayOf<SyncUp>>.sqlite(Self.singleRowName, database: database)
    #endif
    #if Postgres
      case let .postgres(storage):
        return PostgresKey<IdentifiedArrayOf<SyncUp>>.postgres(
          Self.singleRowName, storage: storage
        )
    #endif
    }
  }
}

private enum SyncUpsStorageKey: DependencyKey {
  static let liveValue = SyncUpsStorage.file
  static let testValue = SyncUpsStorage.file
}

extension DependencyValues {
  /// Where the sync-ups are kept: the JSON file unless `SyncUps --database` chose a database.
  var syncUpsStorage: SyncUpsStorage {
    get { self[SyncUpsStorageKey.self] }
    set { self[SyncUpsStorageKey.self] = newValue }
  }
}
