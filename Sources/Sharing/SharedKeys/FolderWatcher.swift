import ConcurrencyExtras
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Follows the changes any process makes to some files of a folder, without polling (inotify on
/// Linux; elsewhere it reports nothing).
///
/// The watch is on the folder, not the files: a save that renames a new file over the old one,
/// and a file created after the watch began (a database's `-wal`), are seen too. `fileStorage`
/// keys use it for their files, and SharingGRDB for its database files.
@_spi(Hosting)
public enum FolderWatcher {
  /// The kinds of change to report.
  public struct Events: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    #if os(Linux)
      /// A file was written to (each write).
      public static let modified = Self(rawValue: UInt32(IN_MODIFY))
      /// A file open for writing was closed.
      public static let written = Self(rawValue: UInt32(IN_CLOSE_WRITE))
      /// A file was created.
      public static let created = Self(rawValue: UInt32(IN_CREATE))
      /// A file was moved (renamed) into the folder or within it.
      public static let movedIn = Self(rawValue: UInt32(IN_MOVED_TO))
      /// A file was moved out of its name.
      public static let movedOut = Self(rawValue: UInt32(IN_MOVED_FROM))
      /// A file was deleted.
      public static let deleted = Self(rawValue: UInt32(IN_DELETE))
    #else
      public static let modified = Self(rawValue: 1 << 0)
      public static let written = Self(rawValue: 1 << 1)
      public static let created = Self(rawValue: 1 << 2)
      public static let movedIn = Self(rawValue: 1 << 3)
      public static let movedOut = Self(rawValue: 1 << 4)
      public static let deleted = Self(rawValue: 1 << 5)
    #endif
  }

  /// Calls `onChange`, on a queue of its own, once for each batch of `events` in `folder` that
  /// names one of `names`, until the subscription is cancelled.
  public static func watch(
    folder: URL,
    names: Set<String>,
    events: Events,
    label: String,
    onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    #if os(Linux)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return SharedSubscription {} }
      guard inotify_add_watch(descriptor, folder.path, events.rawValue) >= 0 else {
        close(descriptor)
        return SharedSubscription {}
      }
      let source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: label)
      )
      source.setEventHandler {
        // One call per batch: a save or a transaction writes its files many times. When the
        // kernel's queue overflowed, events were lost and any file may have changed.
        let pending = Self.pendingEvents(descriptor)
        if pending.overflowed || !pending.names.isDisjoint(with: names) {
          onChange()
        }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      let cancellable = UncheckedSendable(source)
      return SharedSubscription { cancellable.value.cancel() }
    #else
      return SharedSubscription {}
    #endif
  }

  #if os(Linux)
    /// Reads every pending event: the names of the files they are about, and whether the queue
    /// overflowed (`IN_Q_OVERFLOW`: the kernel dropped events, which name nothing).
    static func pendingEvents(_ descriptor: Int32) -> (names: Set<String>, overflowed: Bool) {
      var names: Set<String> = []
      var overflowed = false
      let capacity = 8192
      let buffer = UnsafeMutableRawPointer.allocate(
        byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment
      )
      defer { buffer.deallocate() }
      let headerSize = MemoryLayout<inotify_event>.size
      while true {
        let count = read(descriptor, buffer, capacity)
        guard count > 0 else { break }
        var offset = 0
        while offset + headerSize <= count {
          let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
          if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            overflowed = true
          }
          if event.len > 0 {
            let name = (buffer + offset + headerSize).assumingMemoryBound(to: CChar.self)
            names.insert(String(cString: name))
          }
          offset += headerSize + Int(event.len)
        }
      }
      return (names, overflowed)
    }
  #endif
}
