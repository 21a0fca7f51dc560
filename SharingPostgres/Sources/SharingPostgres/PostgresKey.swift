import ConcurrencyExtras
import Dependencies
import Foundation
@_spi(Hosting) import Sharing

extension SharedReaderKey {
  /// A key for a `Codable` value kept as JSON in a PostgreSQL table, which every process that uses
  /// the same database and name shares.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// @Shared(.postgres("sync-ups")) var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// A change made with `withLock` is written at once; a change another process writes reaches
  /// this process's shared value through `LISTEN/NOTIFY`, within one round trip. Each write is a
  /// compare-and-swap on the version of the row the change was made on: when another process
  /// wrote first (even if its row reached this process after the change was made), the write is
  /// not made, the shared value takes the other process's value and reports a
  /// ``PostgresSaveConflict`` as its `saveError`. A row that no longer decodes is kept as it is:
  /// the shared value keeps its value, reports an ``UndecodablePostgresValueError`` as its
  /// `loadError`, and refuses to write over the row. The database is the `defaultPostgresStorage`
  /// dependency unless `storage` is given.
  public static func postgres<Value: Codable>(
    _ name: String,
    storage: PostgresStorage? = nil,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == PostgresKey<Value> {
    @Dependency(\.defaultPostgresStorage) var defaultStorage
    return PostgresKey(
      name: name,
      storage: storage ?? defaultStorage,
      decoder: decoder ?? JSONDecoder(),
      encoder: encoder ?? JSONEncoder()
    )
  }
}

/// A key for a value kept in a PostgreSQL table. Create one with `.postgres(name)`.
public final class PostgresKey<Value: Codable & Sendable>: SharedKey {
  /// The row's name.
  public let name: String
  /// The database.
  public let storage: PostgresStorage
  private let decoder: UncheckedSendable<JSONDecoder>
  private let encoder: UncheckedSendable<JSONEncoder>
  private let state = LockIsolated(KeyState())
  private let jobs = SerialJobs()

  private struct KeyState {
    /// The version of the row the shared value was loaded from or last written as (`0`: none).
    var version: Int64 = 0
    /// The value's JSON at `version`, as this key encodes it: a save of the same value writes
    /// nothing.
    var json: String?
    /// Why the row must not be written: it does not decode.
    var undecodable: UndecodablePostgresValueError?
    /// Counts the rows handed to the shared value (loads, other processes' changes): a change
    /// made to the value is based on the row of the lineage it was made in, and a write is made
    /// only in that lineage. A write of ours does not start a new one.
    var lineage = 0
    /// While a row is being handed over, the lineage before it: a change made meanwhile may be
    /// based on either value, so it counts as based on the older one (and conflicts).
    var lineageBeforeHandover: Int?
    /// The latest value waiting to be written, everyone waiting for it, and the lineage and
    /// version the first change it gathers was based on.
    var pendingValue: Value?
    var pendingContinuations: [SaveContinuation] = []
    var pendingBase: Base?
    var subscriber: SharedSubscriber<Value>?

    /// What a change made now is based on.
    var base: Base {
      Base(lineage: self.lineageBeforeHandover ?? self.lineage, version: self.version, json: self.json)
    }
  }

  /// The row a change was made on: its lineage, version and JSON.
  private struct Base {
    var lineage: Int
    var version: Int64
    var json: String?
  }

  init(name: String, storage: PostgresStorage, decoder: JSONDecoder, encoder: JSONEncoder) {
    self.name = name
    self.storage = storage
    self.decoder = UncheckedSendable(decoder)
    self.encoder = UncheckedSendable(encoder)
  }

  /// The row's name and the database it is in.
  public var id: PostgresKeyID { PostgresKeyID(name: self.name, storage: self.storage) }

  /// Reads the row: no row means the initial value; a row that does not decode is reported as an
  /// ``UndecodablePostgresValueError``.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    Task {
      await self.jobs.run {
        do {
          let row = try await self.storage.fetch(self.name)
          self.handOver(row) { continuation.resume(with: $0) }
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  /// Follows the row's changes made by other processes (this key's own writes are recognised by
  /// their version and skipped).
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    self.state.withValue { $0.subscriber = subscriber }
    let subscription = self.storage.subscribe(key: self.name) { [weak self] version in
      self?.refresh(notifiedVersion: version)
    }
    return SharedSubscription { [weak self] in
      subscription.cancel()
      self?.state.withValue { $0.subscriber = nil }
    }
  }

  /// Returns once every load, refresh and write asked for until now is done, and a row handed to
  /// the shared value meanwhile is in place: a change made from then on is based on it. (A change
  /// made while a row is being handed over counts as based on the older row.)
  package func settled() async {
    await self.jobs.run {}
  }

  /// Writes the value if the row is still at the version the value was based on. Changes made
  /// while a write is under way are written together after it, the latest of them.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    // Under way until the server committed it (or it failed), so that a host waits for it before
    // it shows the change as done.
    let continuation = PendingSaves.track(continuation)
    self.state.withValue { state in
      // Gathered with earlier changes, the value is as outdated as the first of them.
      if state.pendingBase == nil { state.pendingBase = state.base }
      state.pendingValue = value
      state.pendingContinuations.append(continuation)
    }
    Task {
      await self.jobs.run { await self.writePendingValue() }
    }
  }

  private func writePendingValue() async {
    let (pending, continuations, lineage, version, knownJSON, undecodable) = self.state.withValue {
      state in
      defer {
        state.pendingValue = nil
        state.pendingContinuations = []
        state.pendingBase = nil
      }
      return (
        state.pendingValue.map { ($0, state.pendingBase ?? state.base) }, state.pendingContinuations,
        state.lineage, state.version, state.json, state.undecodable
      )
    }
    guard let (value, base) = pending else { return }
    func finish(_ result: Result<Void, any Error>) {
      for continuation in continuations { continuation.resume(with: result) }
    }
    if let undecodable { return finish(.failure(undecodable)) }
    do {
      // The value was changed from a row the shared value has since replaced: writing it on top
      // of the newer row would erase that row's change without a word.
      let json = String(decoding: try self.encoder.value.encode(value), as: UTF8.self)
      guard base.lineage == lineage else {
        let current = try await self.storage.fetch(self.name)
        self.apply(current, evenIfKnown: true)
        // A value saved unchanged lost nothing.
        if base.json == json { return finish(.success(())) }
        return finish(.failure(self.conflict(basedOn: base.version, current: current)))
      }
      if version != 0, json == knownJSON { return finish(.success(())) }
      if let newVersion = try await self.storage.write(self.name, json: json, basedOn: version) {
        self.state.withValue {
          $0.version = newVersion
          $0.json = json
        }
        return finish(.success(()))
      }
      // Someone else wrote first, or the connection dropped after this very write was made.
      let current = try await self.storage.fetch(self.name, comparingWith: json)
      if let (row, holdsJSON) = current, holdsJSON {
        self.state.withValue {
          $0.version = row.version
          $0.json = json
        }
        return finish(.success(()))
      }
      // Changes made meanwhile were based on the value that lost: the new lineage fails them too.
      self.apply(current?.0)
      finish(.failure(self.conflict(basedOn: version, current: current?.0)))
    } catch {
      finish(.failure(error))
    }
  }

  private func conflict(basedOn version: Int64, current: PostgresStorage.Row?)
    -> PostgresSaveConflict
  {
    PostgresSaveConflict(
      key: self.name, basedOnVersion: version, currentVersion: current?.version ?? 0
    )
  }

  /// Fetches the row after a notification (or after the listener reconnected: `nil`) and hands a
  /// newer version to the shared value.
  private func refresh(notifiedVersion: Int64?) {
    if let notifiedVersion, notifiedVersion != 0,
      notifiedVersion <= self.state.withValue({ $0.version })
    {
      return
    }
    Task {
      await self.jobs.run {
        // When the database cannot be reached, the listener's reconnection refreshes again.
        guard let row = try? await self.storage.fetch(self.name) as PostgresStorage.Row?? else {
          return
        }
        // A change made while the row was on its way is based on the older row: handing this one
        // over starts a new lineage, in which that change is not written.
        self.apply(row)
      }
    }
  }

  /// Hands a fetched row to the shared value, unless it is the version the value already has
  /// (and `evenIfKnown` is false: a change made during a handover may have been made on the row).
  private func apply(_ row: PostgresStorage.Row?, evenIfKnown: Bool = false) {
    let (isNew, subscriber) = self.state.withValue {
      ((row?.version ?? 0) != $0.version, $0.subscriber)
    }
    guard isNew || evenIfKnown, let subscriber else { return }
    self.handOver(row) { subscriber.yield(with: $0) }
  }

  /// Makes `row` the one the next write is based on and delivers it, in a lineage of its own.
  private func handOver(
    _ row: PostgresStorage.Row?, deliver: (Result<Value?, any Error>) -> Void
  ) {
    self.state.withValue {
      $0.lineageBeforeHandover = $0.lineageBeforeHandover ?? $0.lineage
      $0.lineage += 1
    }
    deliver(self.adopt(row))
    self.state.withValue { $0.lineageBeforeHandover = nil }
  }

  /// Decodes a row and makes it the one the next write is based on.
  private func adopt(_ row: PostgresStorage.Row?) -> Result<Value?, any Error> {
    guard let row else {
      self.state.withValue {
        $0.version = 0
        $0.json = nil
        $0.undecodable = nil
      }
      return .success(nil)
    }
    do {
      let value = try self.decoder.value.decode(Value.self, from: Data(row.json.utf8))
      let json = try? String(decoding: self.encoder.value.encode(value), as: UTF8.self)
      self.state.withValue {
        $0.version = row.version
        $0.json = json
        $0.undecodable = nil
      }
      return .success(value)
    } catch {
      let failure = UndecodablePostgresValueError(
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

extension PostgresKey: CustomStringConvertible {
  public var description: String { ".postgres(\(String(reflecting: self.name)))" }
}

/// The identity of a PostgreSQL key: the row's name and the database.
public struct PostgresKeyID: Hashable, Sendable {
  let name: String
  let storage: PostgresStorage
}
