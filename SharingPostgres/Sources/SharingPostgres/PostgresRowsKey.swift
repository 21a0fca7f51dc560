import ConcurrencyExtras
import Dependencies
import Dispatch
import Foundation
import IdentifiedCollections
import SharedRows
@_spi(Hosting) import Sharing

extension SharedReaderKey {
  /// A key for a collection kept as rows of a PostgreSQL table, one row per element keyed by its
  /// id, which every process that uses the same database and name shares.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// @Shared(.postgresRows("sync_ups")) var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// Features keep `@Shared` and `withLock`: a change is written as the difference from the rows
  /// the value was derived from, in one statement (one transaction) — added elements inserted,
  /// changed ones updated and removed ones deleted, each with a compare-and-swap on that
  /// element's version, and moved ones given new positions. Edits of different elements never
  /// conflict, and elements two processes add at the same time are both kept. An element another
  /// process changed first is not written: the others are, the shared value takes the database's
  /// collection and reports a ``PostgresRowsSaveConflict`` (with the values that were not
  /// written) as its `saveError`. Other processes' changes arrive through `LISTEN/NOTIFY`.
  public static func postgresRows<Element: Codable & Identifiable & Sendable>(
    _ collection: String,
    storage: PostgresStorage? = nil,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == PostgresRowsKey<Element> {
    @Dependency(\.defaultPostgresStorage) var defaultStorage
    return PostgresRowsKey(
      collection: collection,
      storage: storage ?? defaultStorage,
      coding: RowsCoding(decoder: decoder ?? JSONDecoder(), encoder: encoder ?? .sortingKeys())
    )
  }
}

/// A key for a collection kept as rows of a PostgreSQL table. Create one with
/// `.postgresRows(collection)`.
public final class PostgresRowsKey<Element: Codable & Identifiable & Sendable>: SharedKey
where Element.ID: Codable & Sendable {
  public typealias Value = IdentifiedArrayOf<Element>

  /// The collection's name.
  public let collection: String
  /// The database.
  public let storage: PostgresStorage
  private let coding: RowsCoding<Element>
  private let state = LockIsolated(
    RowsKeyState<SharedSubscriber<Value>, UndecodablePostgresValueError>())
  /// Whether the tables exist (created once per key).
  private let hasSchema = LockIsolated(false)
  private let jobs = SerialJobs()
  /// Where rows read after a change are compared and handed to the shared value: the main
  /// queue, where features edit the value, so that the rows a value was derived from change only
  /// together with the value (an edit never lands between the two).
  private let deliveries = DispatchQueue.main

  init(collection: String, storage: PostgresStorage, coding: RowsCoding<Element>) {
    self.collection = collection
    self.storage = storage
    self.coding = coding
  }

  /// The collection's name and the database it is in.
  public var id: PostgresKeyID {
    PostgresKeyID(name: SharedRowsTable.notificationKey(self.collection), storage: self.storage)
  }

  /// Reads the collection's rows: a collection never written means the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    Task {
      await self.jobs.run {
        do {
          continuation.resume(with: self.adopt(try await self.fetch()))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  /// Follows the collection's changes, which the table's trigger notifies.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    self.state.withValue { $0.subscriber = subscriber }
    let subscription = self.storage.subscribe(
      key: SharedRowsTable.notificationKey(self.collection)
    ) { [weak self] _ in self?.refresh() }
    return SharedSubscription { [weak self] in
      subscription.cancel()
      self?.state.withValue { $0.subscriber = nil }
    }
  }

  /// Writes the difference between the value and the rows it was derived from.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    // Under way until the server committed it (or it failed), so that a host waits for it.
    let continuation = PendingSaves.track(continuation)
    self.state.withValue { $0.saves.beginSave() }
    let elements: [EncodedElement]
    do {
      elements = try value.map { try self.coding.encode($0) }
    } catch {
      return self.finish(continuation, with: .failure(error), saving: value)
    }
    Task {
      await self.jobs.run {
        do {
          self.finish(continuation, with: .success(try await self.write(elements)), saving: value)
        } catch {
          self.finish(continuation, with: .failure(error), saving: value)
        }
      }
    }
  }

  private func write(_ elements: [EncodedElement]) async throws -> RowsSaveOutcome {
    let (known, undecodable) = self.state.withValue { ($0.known, $0.undecodable) }
    if let undecodable { throw undecodable }
    try await self.createSchemaIfNeeded()
    let lastPosition = try await self.storage.lastPosition(self.collection)
    let change = RowsChange(known: known, elements: elements, lastPosition: lastPosition)
    // A collection never written is created even by an empty save.
    if change.isEmpty, let rows = try await self.fetch() {
      return RowsSaveOutcome(rows: rows, conflicts: [])
    }
    let (version, conflicts) = try await self.storage.write(
      change, collection: self.collection, lastPosition: lastPosition
    )
    let rows = try await self.fetch()
    // A write whose reply was lost with the connection was retried: the rows it wrote are not
    // conflicts.
    let current = Dictionary(uniqueKeysWithValues: (rows ?? []).map { ($0.id, $0) })
    let written = Dictionary(
      uniqueKeysWithValues: (change.inserted + change.updated).map { ($0.id, $0.json) }
    )
    let lost = conflicts.filter { id in
      if let json = written[id] { return current[id]?.json != json }
      return current[id] != nil
    }
    self.state.withValue { state in
      state.known = change.applied(to: known, version: version, except: Set(lost))
      for id in conflicts where !lost.contains(id) { state.known[id] = current[id] }
    }
    return RowsSaveOutcome(rows: rows, conflicts: lost)
  }

  /// Ends a save on `deliveries`: the last save under way hands over the collection as it read
  /// it after writing.
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

  private func conflict(_ ids: [String], in value: Value) -> PostgresRowsSaveConflict<Element>? {
    PostgresRowsSaveConflict(
      ids, saved: Array(value), known: self.state.withValue(\.known), coding: self.coding,
      collection: self.collection, key: ".postgresRows", writer: "process"
    )
  }

  /// Returns once every load, refresh and write asked for until now is done.
  package func settled() async {
    await self.jobs.run {}
  }

  /// Fetches the rows after a notification (or after the listener reconnected).
  private func refresh() {
    Task {
      await self.jobs.run {
        // The last save under way reads the rows again when it ends.
        guard !self.state.withValue({ $0.saves.noteChange() }) else { return }
        // When the database cannot be reached, the listener's reconnection refreshes again.
        guard let rows = try? await self.fetch() else { return }
        self.deliveries.async { self.apply(rows) }
      }
    }
  }

  private func apply(_ rows: [StoredRow]?) {
    let subscriber = self.state.withValue { state -> SharedSubscriber<Value>? in
      guard !state.saves.isOpen else { return nil }
      return state.subscriber
    }
    guard let subscriber else { return }
    self.handOver(rows, to: subscriber)
  }

  private func handOver(_ rows: [StoredRow]?, to subscriber: SharedSubscriber<Value>) {
    guard !self.state.withValue({ $0.isKnown(rows) }) else { return }
    subscriber.yield(with: self.adopt(rows))
  }

  /// The collection's rows, creating the tables the first time.
  private func fetch() async throws -> [StoredRow]? {
    try await self.createSchemaIfNeeded()
    return try await self.storage.fetchRows(self.collection)
  }

  private func createSchemaIfNeeded() async throws {
    guard !self.hasSchema.value else { return }
    try await self.storage.createRowsSchema()
    self.hasSchema.setValue(true)
  }

  /// Decodes rows and makes them the ones the next save is derived from.
  private func adopt(_ rows: [StoredRow]?) -> Result<Value?, any Error> {
    let elements = self.state.withValue {
      $0.adopt(rows, coding: self.coding) { failure in
        UndecodablePostgresValueError(
          key: "\(self.collection)/\(failure.row.id)", version: failure.row.version,
          underlyingError: failure.underlyingError
        )
      }
    }
    return elements.map { $0.map { IdentifiedArray(uniqueElements: $0) } }.mapError { $0 }
  }
}

extension PostgresRowsKey: CustomStringConvertible {
  public var description: String { ".postgresRows(\(String(reflecting: self.collection)))" }
}
