/// The effect tasks a root store is running, so that they can all be cancelled when the store goes
/// away: effects never outlive their store.
final class EffectLifetimes: Sendable {
  private let handles = LockIsolated<[ObjectIdentifier: CancellationHandle]>([:])

  func insert(_ handle: CancellationHandle) {
    self.handles.withValue { $0[ObjectIdentifier(handle)] = handle }
  }

  func remove(_ handle: CancellationHandle) {
    self.handles.withValue { $0[ObjectIdentifier(handle)] = nil }
  }

  var count: Int {
    self.handles.value.count
  }

  func cancelAll() {
    let handles = self.handles.withValue { handles in
      defer { handles.removeAll() }
      return handles.values
    }
    handles.forEach { $0.cancel() }
  }

  deinit {
    self.cancelAll()
  }
}
