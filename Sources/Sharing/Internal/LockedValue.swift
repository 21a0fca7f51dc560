import Foundation

/// A value behind a lock, for references that remember their last value.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func get() -> Value { self.lock.withLock { self.value } }
  func set(_ value: Value) { self.lock.withLock { self.value = value } }
}

extension LockedValue {
  func withValue<R>(_ body: (inout Value) -> R) -> R {
    self.lock.withLock { body(&self.value) }
  }
}
