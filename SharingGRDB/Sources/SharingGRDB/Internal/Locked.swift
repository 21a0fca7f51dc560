import Foundation

/// State that a key's synchronous entry points (`save`, `subscribe`) and the database's queues
/// share.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try self.lock.withLock { try body(&self.value) }
  }
}
