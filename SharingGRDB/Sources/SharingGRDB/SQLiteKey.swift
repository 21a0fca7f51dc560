import ConcurrencyExtras
import Dependencies
import Dispatch
import Foundation
import GRDB
import SharedRows
@_spi(Hosting) import Sharing

extension SharedReaderKey {
  /// A key for a `Codable` value kept as JSON in a row of an SQLite database, which every
  /// connection to the database (in this process or another) shares.
  ///
  /// ```swift
  /// @Shared(.sqlite("sync-ups")) var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// A change made with `withLock` is written at once, in a transaction. Changes written through
  /// the same database reach the shared value through GRDB's observation; changes another process
  /// writes to the same file reach it when inotify reports the file changed (no polling). Each write
  /// is a compare-and-swap on the version of the row the change was made on: when another
  /// connection wrote first (even if its row reached the shared value after the change was made),
  /// the write is not made, the shared value takes the row's value and reports an
  /// ``SQLiteSaveConflict`` as its `saveError`. A row that does not decode is kept as it is: the
  /// shared value reports an ``UndecodableSQLiteValueError`` as its `loadError` and refuses to
  /// write over the row.
  ///
  /// - Parameters:
  ///   - name: The row's name in the `shared_values` table (created when missing).
  ///   - database: The database; `nil` uses `@Dependency(\.defaultDatabase)`. Processes that
  ///     share a file should open it with a busy timeout (`Configuration.busyMode`).
  ///   - decoder: Decodes the row's JSON; a plain `JSONDecoder` by default.
  ///   - encoder: Encodes the value; a plain `JSONEncoder` by default.
  public static func sqlite<Value: Codable>(
    _ name: String,
    database: (any DatabaseWriter)? = nil,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == SQLiteKey<Value> {
    @Dependency(\.defaultDatabase) var defaultDatabase
    return SQLiteKey(
      name: name,
      database: database ?? defaultDatabase,
      decoder: decoder ?? JSONDecoder(),
      encoder: encoder ?? JSONEncoder()
    )
  }
}

/// A key for a value kept in a row of an SQLite database. Create one with `.sqlite(name)`.
public final class SQLiteKey<Value: Codable & Sendable>: SharedKey {
  /// The row's name.
  public let name: String
  /// The database.
  public let database: any DatabaseWriter
  private let decoder: JSONDecoder
  private let encoder: JSONEncoder
  private let state = LockIsolated(KeyState())
  /// Where rows read after a change are compared and handed to the shared value, one at a time:
  /// the main queue, where views and tests read the value (as `FetchKey` delivers by default), so
  /// that a change never lands while a main-actor reader is between reading it and observing it.
  private let deliveries = DispatchQueue.main

  private struct KeyState {
    /// The version of the row the shared value was loaded from or last written as (`0`: none).
    var version: Int64 = 0
    /// The value's JSON at `version`, as this key encodes it: a save of the same value writes
    /// nothing.
    var json: String?
    /// Why the row must not be written: it does not decode.
    var undecodable: UndecodableSQLiteValueError?
    /// Saves under way: a row read meanwhile is left to their compare-and-swap, which sees it
    /// unless the save failed first, so the last one to end reads the row again.
    var saves = SaveWindow()
    /// Counts the rows handed to the shared value (loads, changes read, a conflict's winner): a
    /// change is based on the row of the lineage it was made in, and is written only in that
    /// lineage. A write of this key does not start a new one.
    var lineage = 0
    /// Handovers under way (on the deliveries queue, or a load on any thread), and the lineage
    /// and version before the first of them: a change made meanwhile may be based on either
    /// value, so it counts as based on the older one (and conflicts).
    var handovers = 0
    var before: (lineage: Int, version: Int64) = (0, 0)
    var subscriber: SharedSubscriber<Value>?

    /// What a change made now is based on.
    var base: Base {
      let (lineage, version) = self.handovers > 0 ? self.before : (self.lineage, self.version)
      return Base(lineage: lineage, version: version, json: self.json)
    }

    /// Ends a save; true when it was the last one under way and a change was read meanwhile,
    /// for the caller to read the row again.
    mutating func endSave() -> Bool {
      self.saves.endSave().readAgain
    }

    mutating func beginHandover() {
      if self.handovers == 0 { self.before = (self.lineage, self.version) }
      self.handovers += 1
      self.lineage += 1
    }
  }

  /// The row a change was made on: its lineage, version and JSON.
  private struct Base {
    var lineage: Int
    var version: Int64
    var json: String?
  }

  init(name: String, database: any DatabaseWriter, decoder: JSONDecoder, encoder: JSONEncoder) {
    self.name = name
    self.database = database
    self.decoder = decoder
    self.encoder = encoder
  }

  /// The row's name and the database it is in.
  public var id: SQLiteKeyID {
    SQLiteKeyID(name: self.name, databaseID: ObjectIdentifier(self.database))
  }

  /// Reads the row, at once: no row means the initial value (so a new shared value holds the
  /// database's value as soon as it exists); a row that does not decode is reported as an
  /// ``UndecodableSQLiteValueError``.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let name = self.name
    let row = Result { try self.database.read { db in try SharedValuesTable.fetch(db, key: name) } }
    switch row {
    case let .success(row):
      self.state.withValue { $0.beginHandover() }
      self.handOver(row) { continuation.resume(with: $0) }
    case let .failure(error):
      continuation.resume(throwing: error)
    }
  }

  /// Follows the row's changes: those written through this database by GRDB's observation, those
  /// of other processes through the file's inotify events.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    self.state.withValue { $0.subscriber = subscriber }
    let name = self.name
    // The observation tracks the table, so it must exist (a read-only database has it or fails).
    try? self.database.write { db in try SharedValuesTable.create(db) }
    let observation = ValueObservation.tracking { db in
      try SharedValuesTable.fetch(db, key: name)
    }
    let cancellable = observation.start(
      in: self.database,
      scheduling: .async(onQueue: self.deliveries),
      onError: { _ in },
      onChange: { [weak self] row in self?.apply(row) }
    )
    let path = self.database.path
    var watch = SharedSubscription {}
    if FileManager.default.fileExists(atPath: path) {
      // Another process's commit changes the database file (or its `-wal` file, created later
      // in WAL mode), which GRDB's observation does not see.
      let file = URL(fileURLWithPath: path)
      let name = file.lastPathComponent
      watch = FolderWatcher.watch(
        folder: file.deletingLastPathComponent(), names: [name, name + "-wal", name + "-journal"],
        events: [.modified, .written, .created, .movedIn, .deleted],
        label: "SharingGRDB.SQLiteKey.watch"
      ) { [weak self] in self?.refresh() }
      // A change another process committed after `load` and before the watch began.
      self.refresh()
    }
    let fileWatch = watch
    return SharedSubscription { [weak self] in
      cancellable.cancel()
      fileWatch.cancel()
      self?.state.withValue { $0.subscriber = nil }
    }
  }

  /// Writes the value if the row is still at the version the shared value holds.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    // Under way until committed (or failed), so that a host waits for it before it shows the
    // change as done.
    let continuation = PendingSaves.track(continuation)
    let base = self.state.withValue {
      $0.saves.beginSave()
      return $0.base
    }
    let json: String
    do {
      json = String(decoding: try self.encoder.encode(value), as: UTF8.self)
    } catch {
      if self.state.withValue({ $0.endSave() }) { self.refresh() }
      return continuation.resume(throwing: error)
    }
    let name = self.name
    // What this write changed in the key's state, to undo if the transaction does not commit.
    let replaced = LockIsolated<(version: Int64, json: String?)?>(nil)
    self.database.asyncWrite { db -> SaveOutcome in
      let (lineage, version, knownJSON, undecodable) = self.state.withValue {
        ($0.lineage, $0.version, $0.json, $0.undecodable)
      }
      if let undecodable { throw undecodable }
      let current = try SharedValuesTable.fetch(db, key: name)
      // A value changed from a row the shared value has since replaced (a change read, a
      // conflict) would erase the newer row's change without a word if it were written.
      guard base.lineage == lineage else {
        if json == base.json { return .outdated(current) }
        let conflict = SQLiteSaveConflict(
          key: name, basedOnVersion: base.version, currentVersion: current?.version ?? 0
        )
        return .conflict(conflict, current)
      }
      let isUnchanged = version != 0 && json == knownJSON
      guard (current?.version ?? 0) == version else {
        // Nothing of this value is lost: it only needs the newer row (whose change this save's
        // being under way kept `apply` from handing over).
        if isUnchanged { return .outdated(current) }
        let conflict = SQLiteSaveConflict(
          key: name, basedOnVersion: version, currentVersion: current?.version ?? 0
        )
        return .conflict(conflict, current)
      }
      if isUnchanged { return .unchanged }
      try SharedValuesTable.create(db)
      let newVersion = try SharedValuesTable.write(db, key: name, json: json)
      // Before the commit, so that the observation's fetch of this very write is recognised.
      replaced.withValue { $0 = (version, knownJSON) }
      self.state.withValue {
        $0.version = newVersion
        $0.json = json
      }
      return .written
    } completion: { _, result in
      switch result {
      case .success(.written), .success(.unchanged):
        if self.state.withValue({ $0.endSave() }) { self.refresh() }
        continuation.resume()
      case let .success(.outdated(row)):
        self.handOverAfterSave(row) { continuation.resume() }
      case let .success(.conflict(conflict, row)):
        self.handOverAfterSave(row) { continuation.resume(throwing: conflict) }
      case let .failure(error):
        let changed = self.state.withValue { state in
          if let (version, json) = replaced.withValue({ $0 }) {
            state.version = version
            state.json = json
          }
          return state.endSave()
        }
        if changed { self.refresh() }
        continuation.resume(throwing: error)
      }
    }
  }

  private enum SaveOutcome: Sendable {
    case written
    case unchanged
    case outdated(SQLiteRow?)
    case conflict(SQLiteSaveConflict, SQLiteRow?)
  }

  /// Reads the row after the file changed. A read that fails (the file is locked for longer
  /// than the database's busy timeout) is tried again a little later rather than dropped.
  private func refresh(attempt: Int = 0) {
    let name = self.name
    self.database.asyncRead { [weak self] database in
      guard let self else { return }
      let row = database.flatMap { db in Result { try SharedValuesTable.fetch(db, key: name) } }
      switch row {
      case let .success(row):
        self.deliveries.async { self.apply(row) }
      case .failure where attempt < 5:
        self.deliveries.asyncAfter(deadline: .now() + .milliseconds(100 << attempt)) {
          self.refresh(attempt: attempt + 1)
        }
      case .failure:
        break
      }
    }
  }

  /// Hands a row read after a change to the shared value if it is newer than the value's (on
  /// `deliveries`).
  private func apply(_ row: SQLiteRow?) {
    let subscriber = self.state.withValue { state -> SharedSubscriber<Value>? in
      let isNewer = row.map { $0.version > state.version } ?? (state.version != 0)
      // A save under way compares versions itself, and reloads if the row changed; if it fails
      // first, the last one to end reads the row again.
      guard !state.saves.isOpen else {
        if isNewer { state.saves.noteChange() }
        return nil
      }
      guard isNewer, let subscriber = state.subscriber else { return nil }
      // In the same step as the check, so that a save asked for from now on counts as based on
      // the row this replaces.
      state.beginHandover()
      return subscriber
    }
    guard let subscriber else { return }
    self.handOver(row) { subscriber.yield(with: $0) }
  }

  /// Hands the row a save found to the shared value (a change made on the value that lost is
  /// based on it no more), then finishes the save (on `deliveries`).
  private func handOverAfterSave(_ row: SQLiteRow?, finish: @escaping @Sendable () -> Void) {
    let (subscriber, changed) = self.state.withValue {
      let changed = $0.endSave()
      $0.beginHandover()
      return ($0.subscriber, changed)
    }
    self.deliveries.async {
      self.handOver(row) { subscriber?.yield(with: $0) }
      finish()
    }
    if changed { self.refresh() }
  }

  /// Makes `row` the one the next write is based on and delivers it, ending the handover begun
  /// with `beginHandover()`.
  private func handOver(_ row: SQLiteRow?, deliver: (Result<Value?, any Error>) -> Void) {
    deliver(self.adopt(row))
    self.state.withValue { $0.handovers -= 1 }
  }

  /// Decodes a row and makes it the one the next write is based on.
  private func adopt(_ row: SQLiteRow?) -> Result<Value?, any Error> {
    guard let row else {
      self.state.withValue {
        $0.version = 0
        $0.json = nil
        $0.undecodable = nil
      }
      return .success(nil)
    }
    do {
      let value = try self.decoder.decode(Value.self, from: Data(row.json.utf8))
      let json = try? String(decoding: self.encoder.encode(value), as: UTF8.self)
      self.state.withValue {
        $0.version = row.version
        $0.json = json
        $0.undecodable = nil
      }
      return .success(value)
    } catch {
      let failure = UndecodableSQLiteValueError(
        key: self.name, version: row.version, underlyingError: error
      )
      self.state.withValue {
        $0.version = row.version
        $0.json = nil
        $0.undecodable = failure
      }
      return .failure(failure)
    }
  }
}

extension SQLiteKey: CustomStringConvertible {
  public var description: String { ".sqlite(\(String(reflecting: self.name)))" }
}

/// The identity of an SQLite key: the row's name and the database (by reference).
public struct SQLiteKeyID: Hashable, Sendable {
  let name: String
  let databaseID: ObjectIdentifier
}
