import ConcurrencyExtras
import Foundation
import Sharing
import SharingPostgres

/// Tells a waiter each time a shared value took what its key delivered: a load, a change the key
/// followed, or a save's result. The tests, the two-process peer and the benchmark wait on it.
///
/// Waiting on it is exact, where observing the value through the Observation module is not:
/// `Observations` was seen to miss changes that keys make on their own threads, and
/// `withObservationTracking` reports a change before the value is set.
package final class Deliveries: Sendable {
  private let waiters = LockIsolated([UUID: AsyncStream<Void>.Continuation]())
  private let keys = LockIsolated([@Sendable () async -> Void]())

  package init() {}

  func delivered() {
    for waiter in self.waiters.withValue({ Array($0.values) }) { waiter.yield() }
  }

  /// Waits until `condition` holds, checking it again after each delivery (no polling); `false`
  /// when `timeout` passed first.
  package func waitUntil(
    timeout: Duration = .seconds(10), _ condition: @escaping @Sendable () -> Bool
  ) async -> Bool {
    let id = UUID()
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    self.waiters.withValue { $0[id] = continuation }
    defer { _ = self.waiters.withValue { $0.removeValue(forKey: id) } }
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        if condition() { return true }
        for await _ in stream where condition() { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      continuation.finish()
      return first
    }
  }

  /// `.postgres(name, storage: storage)`, reporting its deliveries here.
  package func postgres<Value: Codable & Sendable>(
    _ name: String, storage: PostgresStorage? = nil
  ) -> ObservedKey<PostgresKey<Value>> {
    let key = PostgresKey<Value>.postgres(name, storage: storage)
    self.keys.withValue { $0.append { await key.settled() } }
    return ObservedKey(base: key, deliveries: self)
  }

  /// Returns once every key made here has settled (see `PostgresKey.settled()`): a delivery is
  /// reported while the key is still handing its row over, and a change made then would count
  /// as based on the older row.
  package func settled() async {
    for settled in self.keys.withValue({ $0 }) { await settled() }
  }
}

/// A key that behaves as `base` and reports to `deliveries` after the shared value took each of
/// its results.
package struct ObservedKey<Base: SharedKey>: SharedKey, CustomStringConvertible {
  let base: Base
  let deliveries: Deliveries

  package var id: Base.ID { self.base.id }

  package var description: String { String(describing: self.base) }

  package func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(
      context: context,
      continuation: LoadContinuation { [deliveries] result in
        continuation.resume(with: result)
        deliveries.delivered()
      }
    )
  }

  package func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(
      context: context,
      subscriber: SharedSubscriber(
        callback: { [deliveries] result in
          subscriber.yield(with: result)
          deliveries.delivered()
        },
        onLoading: { subscriber.yieldLoading($0) }
      )
    )
  }

  package func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(
      value, context: context,
      continuation: SaveContinuation { [deliveries] result in
        continuation.resume(with: result.map { _ in () })
        deliveries.delivered()
      }
    )
  }
}
