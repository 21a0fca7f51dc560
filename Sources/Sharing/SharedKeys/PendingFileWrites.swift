import Foundation

/// The `fileStorage` keys with a save held back or being written: written when the process exits,
/// and by every ``PendingSaves/checkpoint()`` (a host's, before it shows the user a change).
enum PendingFileWrites {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var keys: [ObjectIdentifier: @Sendable () -> Void] = [:]
  nonisolated(unsafe) private static var isInstalled = false

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
}
