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
  /// compare-and-swap on the row's version: when another process wrote first, the write is not
  /// made, the shared value takes the other process's value and reports a
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
    /// The latest value waiting to be written and everyone waiting for it.
    var pendingValue: Value?
    var pendingContinuations: [SaveContinuation] = []
    var subscriber: SharedSubscriber<Value>?
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
          continuation.resume(with: self.adopt(row))
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

  /// Writes the value if the row is still at the version the value was based on. Changes made
  /// while a write is under way are written together after it, the latest of them.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    // Under way until the server committed it (or it failed), so that a host waits for it before
    // it shows the change as done.
    let continuation = PendingSaves.track(continuation)
    self.state.withValue {
      $0.pendingValue = value
      $0.pendingContinuations.append(continuation)
    }
    Task {
      await self.jobs.run { await self.writePendingValue() }
    }
  }

  private func writePendingValue() async {
    let (value, continuations, version, knownJSON, undecodable) = self.state.withValue { state in
      defer {
        state.pendingValue = nil
        state.pendingContinuations = []
      }
      return (
        state.pendingValue, state.pendingContinuations, state.version, state.json,
        state.undecodable
      )
    }
    guard let value else { return }
    func finish(_ result: Result<Void, any Error>) {
      for continuation in continuations { continuation.resume(with: result) }
    }
    if let undecodable { return finish(.failure(undecodable)) }
    let json: String
    do {
      json = String(decoding: try self.encoder.value.encode(value), as: UTF8.self)
    } catch {
      return finish(.failure(error))
    }
    if version != 0, json == knownJSON { return finish(.success(())) }
    do {
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
      let conflict = PostgresSaveConflict(
        key: self.name, basedOnVersion: version, currentVersion: current?.0.version ?? 0
      )
      // Changes made meanwhile were based on the value that lost too.
      let laterContinuations = self.state.withValue { state in
        defer {
          state.pendingValue = nil
          state.pendingContinuations = []
        }
        return state.pendingContinuations
      }
      self.apply(current?.0)
      finish(.failure(conflict))
      for continuation in laterContinuations { continuation.resume(throwing: conflict) }
    } catch {
      finish(.failure(error))
    }
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
        // A write is waiting: its compare-and-swap finds the change and reloads.
        guard self.state.withValue({ $0.pendingValue == nil }) else { return }
        // When the database cannot be reached, the listener's reconnection refreshes again.
        guard let row = try? await self.storage.fetch(self.name) as PostgresStorage.Row?? else {
          return
        }
        self.apply(row)
      }
    }
  }

  /// Hands a fetched row to the shared value, unless it is the version the value already has.
  private func apply(_ row: PostgresStorage.Row?) {
    let (isNew, subscriber) = self.state.withValue {
      ((row?.version ?? 0) != $0.version, $0.subscriber)
    }
    guard isNew else { return }
    subscriber?.yield(with: self.adopt(row))
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
