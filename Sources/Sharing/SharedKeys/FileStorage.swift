import Dependencies
import Foundation

/// The file system `.fileStorage` keys read and write: the real one in the app, an in-memory one
/// in tests, so that tests never touch the disk nor see each other's files.
///
/// ```swift
/// let store = TestStore(initialState: SyncUpsList.State()) {
///   SyncUpsList()
/// } withDependencies: {
///   $0.defaultFileStorage = .inMemory
/// }
/// ```
public struct FileStorage: Hashable, Sendable {
  private let identity: Identity
  let scheduleSave: @Sendable (_ work: @escaping @Sendable () -> Void) -> Void
  let read: @Sendable (URL) throws -> Data?
  let write: @Sendable (Data, URL) throws -> Void
  let moveAside: @Sendable (URL) throws -> URL
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription

  init(
    scheduleSave: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void,
    read: @escaping @Sendable (URL) throws -> Data?,
    write: @escaping @Sendable (Data, URL) throws -> Void,
    moveAside: @escaping @Sendable (URL) throws -> URL,
    watch: @escaping @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  ) {
    self.identity = Identity()
    self.scheduleSave = scheduleSave
    self.read = read
    self.write = write
    self.moveAside = moveAside
    self.watch = watch
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identity === rhs.identity
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self.identity))
  }

  private final class Identity: Sendable {}

  /// The real file system. Saves after a change are debounced by a second, and pending saves are
  /// written when the process exits; each save replaces the file atomically.
  public static let fileSystem = FileStorage(
    scheduleSave: { work in
      DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .seconds(1)) { work() }
    },
    read: { url in try FileSystemIO.read(url) },
    write: { data, url in try FileSystemIO.writeAtomically(data, to: url) },
    moveAside: { url in try FileSystemIO.moveAside(url) },
    watch: { url, onChange in
      // A save renames a new file over the old one: the watch is on the folder, for the file's
      // name, so that it outlives the file.
      let folder = url.deletingLastPathComponent()
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return FolderWatcher.watch(
        folder: folder, names: [url.lastPathComponent],
        events: [.written, .movedIn, .movedOut, .deleted], label: "Sharing.FileStorage.watch",
        onChange: onChange)
    }
  )

  /// A fresh in-memory file system, empty. Saves are written immediately.
  public static var inMemory: FileStorage {
    InMemoryFileSystem().storage(scheduleSave: { $0() })
  }
}

/// The files of an in-memory ``FileStorage``, which tests can inspect and change as another
/// process would.
final class InMemoryFileSystem: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var files: [URL: Data] = [:]
  private var watchers: [URL: [UUID: @Sendable () -> Void]] = [:]

  func storage(
    scheduleSave: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void
  ) -> FileStorage {
    FileStorage(
      scheduleSave: scheduleSave,
      read: { self[$0] },
      write: { data, url in self[url] = data },
      moveAside: { url in
        let keptURL = FileSystemIO.asideURL(for: url, date: Date()) { self[$0] != nil }
        self.lock.withLock {
          self.files[keptURL] = self.files.removeValue(forKey: url)
        }
        return keptURL
      },
      watch: { url, onChange in
        let id = UUID()
        self.lock.withLock { self.watchers[url, default: [:]][id] = onChange }
        return SharedSubscription {
          self.lock.withLock { self.watchers[url]?[id] = nil }
        }
      }
    )
  }

  /// The file at `url`; setting it notifies the keys that follow the file, as a change made by
  /// another process would.
  subscript(url: URL) -> Data? {
    get { self.lock.withLock { self.files[url] } }
    set {
      let watchers = self.lock.withLock {
        self.files[url] = newValue
        return Array(self.watchers[url, default: [:]].values)
      }
      for watcher in watchers { watcher() }
    }
  }

  /// All the files' locations.
  var urls: [URL] {
    self.lock.withLock { Array(self.files.keys) }
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file system of `.fileStorage` keys: the real one live, an in-memory one in tests.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
