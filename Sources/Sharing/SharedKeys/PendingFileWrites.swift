import Foundation

/// The `fileStorage` keys with a save held back or being written: written when the process exits,
/// and soon after every ``PendingSaves/checkpoint()`` (a host's, before it shows the user a
/// change), on a queue of their own.
enum PendingFileWrites {
  private static let lock = NSLock()
  // Guarded by `lock`.
  nonisolated(unsafe) private static var keys: [ObjectIdentifier: @Sendable () -> Void] = [:]
  nonisolated(unsafe) private static var isInstalled = false
  nonisolated(unsafe) private static var isFlushScheduled = false
  private static let queue = DispatchQueue(label: "Sharing.PendingFileWrites", qos: .userInitiated)

  static func register<Value>(_ key: FileStorageKey<Value>) {
    Self.lock.withLock {
      Self.keys[ObjectIdentifier(key)] = { key.writePendingValue() }
      if !Self.isInstalled {
        Self.isInstalled = true
        atexit { PendingFileWrites.flush() }
      }
    }
  }

  static func unregister<Value>(_ key: FileStorageKey<Value>) {
    _ = Self.lock.withLock { Self.keys.removeValue(forKey: ObjectIdentifier(key)) }
  }

  /// Writes every pending save now; a key being written is waited for (its write lock).
  static func flush() {
    let writes = Self.lock.withLock { Array(Self.keys.values) }
    for write in writes { write() }
  }

  /// Has every pending save written on the queue of these writes, unless nothing is pending or a
  /// flush is already waiting there: a host's checkpoints never write on the host's thread.
  static func flushSoon() {
    let schedules = Self.lock.withLock {
      guard !Self.keys.isEmpty, !Self.isFlushScheduled else { return false }
      Self.isFlushScheduled = true
      return true
    }
    guard schedules else { return }
    Self.queue.async {
      Self.lock.withLock { Self.isFlushScheduled = false }
      Self.flush()
    }
  }
}
