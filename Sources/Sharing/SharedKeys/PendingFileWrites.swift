import Foundation

extension FileStorage {
  /// Writes now every change that `.fileStorage` keys are holding back (the changes that follow a
  /// save within its delay), and any save in progress, and returns once they are written.
  ///
  /// The process does this when it exits. A host calls it before it shows the user a change as
  /// done, so that a crash or a `kill -9` right after cannot lose what the user saw: the web host
  /// calls it before it hands out a page or a patch. ``PendingSaves/checkpoint()`` does it too,
  /// as it notes the saves under way of keys that save asynchronously.
  ///
  /// ```swift
  /// let update = session.update()
  /// FileStorage.writePendingSaves()
  /// send(update)
  /// ```
  @_spi(Hosting)
  public static func writePendingSaves() {
    PendingFileWrites.flush()
  }
}

/// The keys with a save waiting or being written, written when the process exits or a host asks
/// (``FileStorage/writePendingSaves()``).
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
