import Foundation

/// The effect tasks a root store is running, so that they can all be cancelled when the store goes
/// away: effects never outlive their store.
///
/// The table is mutated in place under a lock (not through `LockIsolated.withValue`, which copies
/// the value out and back, so each insert would copy the whole table: 10,000 concurrent effects
/// took 5.6 s instead of milliseconds).
final class EffectLifetimes: @unchecked Sendable {
  private let lock = NSLock()
  private var handles: [ObjectIdentifier: CancellationHandle] = [:]

  func insert(_ handle: CancellationHandle) {
    self.lock.withLock { self.handles[ObjectIdentifier(handle)] = handle }
  }

  func remove(_ handle: CancellationHandle) {
    self.lock.withLock { _ = self.handles.removeValue(forKey: ObjectIdentifier(handle)) }
  }

  var count: Int {
    self.lock.withLock { self.handles.count }
  }

  func cancelAll() {
    let handles = self.lock.withLock {
      defer { self.handles.removeAll() }
      return self.handles.values
    }
    handles.forEach { $0.cancel() }
  }

  deinit {
    self.cancelAll()
  }
}
