import ConcurrencyExtras
import Dependencies
import Dispatch
import Foundation
import GRDB
import IdentifiedCollections
import SharedRows
@_spi(Hosting) import Sharing

extension SharedReaderKey {
  /// A key for a collection kept as rows of an SQLite database, one row per element keyed by its
  /// id, which every connection to the database (in this process or another) shares.
  ///
  /// ```swift
  /// @Shared(.sqliteRows("sync_ups")) var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// Features keep `@Shared` and `withLock`: a change is written as the difference from the rows
  /// the value was derived from — added elements inserted, changed ones updated, removed ones
  /// deleted, moved ones given new positions — in one transaction. Each changed element's write
  /// is a compare-and-swap on that element's version, so edits of different elements never
  /// conflict and elements added at the same time by two connections are both kept. An element
  /// another connection changed first is not written: the others are, the shared value takes the
  /// database's collection and reports an ``SQLiteRowsSaveConflict`` (with the values that were
  /// not written) as its `saveError`.
  ///
  /// - Parameters:
  ///   - collection: The collection's name in the `shared_rows` table (created when missing).
  ///   - database: The database; `nil` uses `@Dependency(\.defaultDatabase)`. Processes that
  ///     share a file should open it with a busy timeout (`Configuration.busyMode`).
  ///   - decoder: Decodes each row's JSON; a plain `JSONDecoder` by default.
  ///   - encoder: Encodes each element; a `JSONEncoder` with sorted keys by default.
  public static func sqliteRows<Element: Codable & Identifiable & Sendable>(
    _ collection: String,
    database: (any DatabaseWriter)? = nil,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == SQLiteRowsKey<Element> {
    @Dependency(\.defaultDatabase) var defaultDatabase
    return SQLiteRowsKey(
      collection: collection,
      database: database ?? defaultDatabase,
      decoder: decoder ?? JSONDecoder(),
      encoder: encoder ?? .sortingKeys()
    )
  }
}

/// A key for a collection kept as rows of an SQLite database. Create one with
/// `.sqliteRows(collection)`.
public final class SQLiteRowsKey<Element: Codable & Identifiable & Sendable>: SharedKey
where Element.ID: Codable & Sendable {
  public typealias Value = IdentifiedArrayOf<Element>

  /// The collection's name.
  public let collection: String
  /// The database.
  public let database: any DatabaseWriter
  private let coding: RowsCoding<Element>
  private let state = LockIsolated(
    RowsKeyState<SharedSubscriber<Value>, UndecodableSQLiteValueError>())
  /// Where rows read after a change are compared and handed to the shared value, one batch at a
  /// time: the main queue, where features edit the value, so that the rows a value was derived
  /// from change only together with the value.
  private let deliveries = DispatchQueue.main

  init(collection: String, database: any DatabaseWriter, decoder: JSONDecoder, encoder: JSONEncoder)
  {
    self.collection = collection
    self.database = database
    self.coding = RowsCoding(decoder: decoder, encoder: encoder)
  }

  /// The collection's name and the database it is in.
  public var id: SQLiteKeyID {
    SQLiteKeyID(name: "rows:" + self.collection, databaseID: ObjectIdentifier(self.database))
  }

  /// Reads the collection's rows, at once: a collection never written means the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let collection = self.collection
    let rows = Result {
      try self.database.read { db in try SharedRowsTable.fetch(db, collection: collection) }
    }
    continuation.resume(with: rows.flatMap { self.adopt($0) })
  }

  /// Follows the collection's changes: those written through this database by GRDB's
  /// observation, those of other processes through the file's inotify events.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    self.state.withValue { $0.subscriber = subscriber }
    let collection = self.collection
    // The observation tracks the tables, so they must exist (a read-only database has them or
    // fails).
    try? self.database.write { db in try SharedRowsTable.create(db) }
    let observation = ValueObservation.tracking { db in
      try SharedRowsTable.fetch(db, collection: collection)
    }
    let cancellable = observation.start(
      in: self.database,
      scheduling: .async(onQueue: self.deliveries),
      onError: { _ in },
      onChange: { [weak self] rows in self?.apply(rows) }
    )
    let fileWatch = self.watchFile()
    return SharedSubscription { [weak self] in
      cancellable.cancel()
      fileWatch.cancel()
      self?.state.withValue { $0.subscriber = nil }
    }
  }

  /// Another process's commit changes the database file (or its `-wal` file, created later in
  /// WAL mode), which GRDB's observation does not see.
  private func watchFile() -> SharedSubscription {
    let path = self.database.path
    guard FileManager.default.fileExists(atPath: path) else { return SharedSubscription {} }
    let file = URL(fileURLWithPath: path)
    let name = file.lastPathComponent
    let watch = FolderWatcher.watch(
      folder: file.deletingLastPathComponent(), names: [name, name + "-wal", name + "-journal"],
      events: [.modified, .written, .created, .movedIn, .deleted],
      label: "SharingGRDB.SQLiteRowsKey.watch"
    ) { [weak self] in self?.refresh() }
    // A change another process committed after `load` and before the watch began.
    self.refresh()
    return watch
  }

  /// Writes the difference between the value and the rows it was derived from.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    // Under way until committed (or failed), so that a host waits for it before it shows the
    // change as done.
    let continuation = PendingSaves.track(continuation)
    self.state.withValue { $0.saves.beginSave() }
    let elements: [EncodedElement]
    do {
      elements = try value.map { try self.coding.encode($0) }
    } catch {
      return self.finish(continuation, with: .failure(error), saving: value)
    }
    let collection = self.collection
    // What this write changed in the key's state, to undo if the transaction does not commit.
    let replaced = LockIsolated<[String: StoredRow]?>(nil)
    self.database.asyncWrite { db -> RowsSaveOutcome in
      let (known, undecodable) = self.state.withValue { ($0.known, $0.undecodable) }
      if let undecodable { throw undecodable }
      try SharedRowsTable.create(db)
      let change = RowsChange(
        known: known, elements: elements,
        lastPosition: try SharedRowsTable.lastPosition(db, collection: collection)
      )
      let before = try SharedRowsTable.fetch(db, collection: collection)
      // A collection never written is created even by an empty save.
      guard !change.isEmpty || before == nil else {
        return RowsSaveOutcome(rows: before, conflicts: [])
      }
      let version = try SharedRowsTable.nextVersion(db, collection: collection)
      let conflicts = try SharedRowsTable.write(
        change, version: version, collection: collection, db)
      // Before the commit, so that the observation's fetch of this very write is recognised.
      replaced.withValue { $0 = known }
      self.state.withValue {
        $0.known = change.applied(to: known, version: version, except: Set(conflicts))
      }
      return RowsSaveOutcome(
        rows: try SharedRowsTable.fetch(db, collection: collection), conflicts: conflicts
      )
    } completion: { _, result in
      if case .failure = result, let known = replaced.withValue({ $0 }) {
        self.state.withValue { $0.known = known }
      }
      self.finish(continuation, with: result, saving: value)
    }
  }

  /// Ends a save on `deliveries`: the last save under way hands over the collection as its
  /// transaction left it, with what other connections changed meanwhile (and the database's
  /// value of the elements that conflicted), and reads it again if a change was read meanwhile.
  private func finish(
    _ continuation: SaveContinuation, with result: Result<RowsSaveOutcome, any Error>,
    saving value: Value
  ) {
    self.deliveries.async {
      let (subscriber, readAgain) = self.state.withValue { $0.endSave() }
      // Its rows reach the value after the handover below (both on `deliveries`).
      if readAgain { self.refresh() }
      switch result {
      case let .success(outcome):
        let conflict = self.conflict(outcome.conflicts, in: value)
        if let subscriber { self.handOver(outcome.rows, to: subscriber) }
        if let conflict { return continuation.resume(throwing: conflict) }
        continuation.resume()
      case let .failure(error):
        continuation.resume(throwing: error)
      }
    }
  }

  /// The error for the ids a save could not write, with the save's values of them.
  private func conflict(_ ids: [String], in value: Value) -> SQLiteRowsSaveConflict<Element>? {
    SQLiteRowsSaveConflict(
      ids, saved: Array(value), known: self.state.withValue(\.known), coding: self.coding,
      collection: self.collection, key: ".sqliteRows", writer: "connection"
    )
  }

  /// Reads the rows after the file changed. A read that fails (the file is locked for longer
  /// than the database's busy timeout) is tried again a little later rather than dropped.
  private func refresh(attempt: Int = 0) {
    let collection = self.collection
    self.database.asyncRead { [weak self] database in
      guard let self else { return }
      let rows = database.flatMap { db in
        Result { try SharedRowsTable.fetch(db, collection: collection) }
      }
      switch rows {
      case let .success(rows):
        self.deliveries.async { self.apply(rows) }
      case .failure where attempt < 5:
        self.deliveries.asyncAfter(deadline: .now() + .milliseconds(100 << attempt)) {
          self.refresh(attempt: attempt + 1)
        }
      case .failure:
        break
      }
    }
  }

  /// Hands rows read after a change to the shared value if they differ from the ones its value
  /// was derived from (on `deliveries`).
  private func apply(_ rows: [StoredRow]?) {
    let subscriber = self.state.withValue { state -> SharedSubscriber<Value>? in
      // The last save under way reads the rows again when it ends (unless these are the rows
      // of a save's own write).
      guard !state.saves.isOpen else {
        if !state.isKnown(rows) { state.saves.noteChange() }
        return nil
      }
      return state.subscriber
    }
    guard let subscriber else { return }
    self.handOver(rows, to: subscriber)
  }

  private func handOver(_ rows: [StoredRow]?, to subscriber: SharedSubscriber<Value>) {
    guard !self.state.withValue({ $0.isKnown(rows) }) else { return }
    subscriber.yield(with: self.adopt(rows))
  }

  /// Decodes rows and makes them the ones the next save is derived from.
  private func adopt(_ rows: [StoredRow]?) -> Result<Value?, any Error> {
    let elements = self.state.withValue {
      $0.adopt(rows, coding: self.coding) { failure in
        UndecodableSQLiteValueError(
          key: "\(self.collection)/\(failure.row.id)", version: failure.row.version,
          underlyingError: failure.underlyingError
        )
      }
    }
    return elements.map { $0.map { IdentifiedArray(uniqueElements: $0) } }.mapError { $0 }
  }
}

extension SQLiteRowsKey: CustomStringConvertible {
  public var description: String { ".sqliteRows(\(String(reflecting: self.collection)))" }
}
