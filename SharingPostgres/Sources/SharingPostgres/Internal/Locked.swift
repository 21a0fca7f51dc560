import Foundation

/// A value guarded by a lock, for state that synchronous entry points (`save`, a notification)
/// and the key's tasks share (and, within the package, the waiters of `SharedDeliveries`).
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  package func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try self.lock.withLock { try body(&self.value) }
  }
}
