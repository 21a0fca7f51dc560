import Dependencies
import Dispatch
import GRDB
import Sharing

/// A key that reads a ``FetchKeyRequest`` from a database and follows the database's changes.
///
/// You do not name this type: `.fetch(_:database:)`, `.fetchAll(sql:arguments:database:)` and
/// `.fetchOne(sql:arguments:database:)` make one for `@SharedReader`:
///
/// ```swift
/// @SharedReader(.fetchAll(sql: "SELECT * FROM players ORDER BY name")) var players: [Player]
/// ```
///
/// The reader's value is fetched when it is created; then a GRDB `ValueObservation` fetches it
/// again after each committed transaction that changed what the request read, and hands it to
/// every reader of the key on the key's scheduler (the main queue unless one is given). A request
/// that finds no row (`fetchOne`) leaves the reader with its default; any other error is the
/// reader's `loadError`, and the reader keeps its last value.
public struct FetchKey<Value: Sendable>: SharedReaderKey {
  let database: any DatabaseReader
  let request: any FetchKeyRequest<Value>
  let scheduler: (any ValueObservationScheduler & Hashable)?

  /// Readers of equal requests on the same database, observed on equal schedulers, share a value.
  public typealias ID = FetchKeyID

  /// The database, the request and the scheduler.
  public var id: ID {
    FetchKeyID(database: self.database, request: self.request, scheduler: self.scheduler)
  }

  init(
    request: some FetchKeyRequest<Value>,
    database: (any DatabaseReader)?,
    scheduler: (any ValueObservationScheduler & Hashable)?
  ) {
    @Dependency(\.defaultDatabase) var defaultDatabase
    self.database = database ?? defaultDatabase
    self.request = request
    self.scheduler = scheduler
  }

  /// Where values reach the readers: upstream's default is the main queue, asynchronously.
  private var deliveryScheduler: any ValueObservationScheduler {
    self.scheduler ?? AsyncValueObservationScheduler(queue: .main)
  }

  /// The placeholder database `defaultDatabase` gives when none was set has no tables: its issue
  /// is reported once, and its readers keep their defaults rather than report query errors too.
  private var isPlaceholderDatabase: Bool {
    self.database.configuration.label == DefaultDatabaseKey.placeholderLabel
  }

  /// A reader's first value comes from the observation's first fetch (see `subscribe`); `load()`
  /// fetches again and delivers on the key's scheduler, in order with the observation's values.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard case .userInitiated = context, !self.isPlaceholderDatabase else {
      continuation.resumeReturningInitialValue()
      return
    }
    let request = self.request
    let scheduler = self.deliveryScheduler
    self.database.asyncRead { database in
      let result = database.flatMap { db in Result { try request.fetch(db) } }
      scheduler.schedule {
        continuation.resume(with: result.mapNotFoundToInitialValue())
      }
    }
  }

  /// Starts a `ValueObservation` of the request. Its first value is fetched synchronously, so that
  /// a reader holds the database's rows as soon as it exists (no flash of the default, and tests
  /// see them at once); the following ones are delivered on the key's scheduler.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    guard !self.isPlaceholderDatabase else { return SharedSubscription {} }
    let request = self.request
    // The request's own errors are values, so that a failing fetch is reported and the
    // observation goes on; an error of the observation itself ends it.
    let observation = ValueObservation.tracking { db in Result { try request.fetch(db) } }
    let cancellable = observation.start(
      in: self.database,
      scheduling: InitialValueFirstScheduler(base: self.deliveryScheduler),
      onError: { error in subscriber.yield(throwing: error) },
      onChange: { result in subscriber.yield(with: result.mapNotFoundToInitialValue()) }
    )
    return SharedSubscription { cancellable.cancel() }
  }
}

extension Result where Failure == any Error {
  /// A fetch's result as a key reports it: "no row" is "use the default" (`nil`).
  fileprivate func mapNotFoundToInitialValue() -> Result<Success?, any Error> {
    switch self {
    case let .success(value): .success(value)
    case let .failure(error) where error is NotFound: .success(nil)
    case let .failure(error): .failure(error)
    }
  }
}
