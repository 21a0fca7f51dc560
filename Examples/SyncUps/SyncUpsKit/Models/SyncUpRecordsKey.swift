import ComposableArchitecture
@_spi(Hosting) import Sharing

/// The sync-ups kept as records in a database (`base`: a rows key of ``SyncUpRecord``s), shown to
/// the features as the `IdentifiedArrayOf<SyncUp>` they keep in `@Shared(.syncUps)`.
///
/// A save writes, in one transaction, only the records that changed, each with a compare-and-swap
/// on its own version. A conflict the database reports is handed on as a ``SyncUpsSaveConflict``
/// that names the user's sync-ups, and what they were changed from, for the merge that applies
/// them again.
final class SyncUpRecordsKey: SharedKey, Sendable {
  typealias Value = IdentifiedArrayOf<SyncUp>

  let base: any SharedKey<IdentifiedArrayOf<SyncUpRecord>>
  /// The sync-ups the shared value was last derived from (loaded, handed over or saved): what a
  /// refused save's changes were made on.
  private let derivedFrom = LockIsolated<Value>([])

  init(base: any SharedKey<IdentifiedArrayOf<SyncUpRecord>>) {
    self.base = base
  }

  var id: AnyHashable {
    func id(of key: some SharedKey) -> AnyHashable { AnyHashable(key.id) }
    return id(of: self.base)
  }

  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    self.base.load(
      context: Self.recordsContext(context),
      continuation: LoadContinuation { result in
        continuation.resume(with: result.map { $0.map(self.adopt) })
      }
    )
  }

  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    self.base.subscribe(
      context: Self.recordsContext(context),
      subscriber: SharedSubscriber(
        callback: { result in subscriber.yield(with: result.map { $0.map(self.adopt) }) },
        onLoading: { subscriber.yieldLoading($0) }
      )
    )
  }

  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    // Tracked here, where the continuation still names the shared value, so that a host waits for
    // this save before it shows the change as done.
    let continuation = PendingSaves.track(continuation)
    let base = self.derivedFrom.withValue { derivedFrom in
      defer { derivedFrom = value }
      return derivedFrom
    }
    self.base.save(
      SyncUpRecord.records(of: value), context: context,
      continuation: SaveContinuation { result in
        switch result {
        case .success:
          continuation.resume()
        case let .failure(error):
          let conflict = SyncUpsSaveConflict(error, saving: value, derivedFrom: base)
          continuation.resume(throwing: conflict.map { $0 as any Error } ?? error)
        }
      }
    )
  }

  private func adopt(_ records: IdentifiedArrayOf<SyncUpRecord>) -> Value {
    let syncUps = SyncUpRecord.syncUps(of: records)
    self.derivedFrom.setValue(syncUps)
    return syncUps
  }

  private static func recordsContext(
    _ context: LoadContext<Value>
  ) -> LoadContext<IdentifiedArrayOf<SyncUpRecord>> {
    switch context {
    case let .initialValue(syncUps): .initialValue(SyncUpRecord.records(of: syncUps))
    case .userInitiated: .userInitiated
    }
  }
}

extension SyncUpRecordsKey: CustomStringConvertible {
  var description: String { String(describing: self.base) }
}
