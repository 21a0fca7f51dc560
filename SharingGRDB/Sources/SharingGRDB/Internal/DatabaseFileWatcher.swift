import Dispatch
import Foundation
import Sharing

#if canImport(Glibc)
  import Glibc
#endif

/// Tells when any process changes a database file. GRDB's observation sees only the writes made
/// through the same `DatabaseWriter`; another process's commit changes the file itself (or its
/// `-wal` file in WAL mode), which inotify reports at once, without polling. The watch is on the
/// folder, so that a `-wal` file created later is seen too.
enum DatabaseFileWatcher {
  static func watch(path: String, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    #if os(Linux)
      let url = URL(fileURLWithPath: path)
      let names: Set<String> = [
        url.lastPathComponent, url.lastPathComponent + "-wal", url.lastPathComponent + "-journal",
      ]
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return SharedSubscription {} }
      let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_DELETE)
      guard inotify_add_watch(descriptor, url.deletingLastPathComponent().path, mask) >= 0 else {
        close(descriptor)
        return SharedSubscription {}
      }
      let source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: "SharingGRDB.DatabaseFileWatcher")
      )
      source.setEventHandler {
        // One notification per batch of events: a transaction writes the file many times.
        if !Self.namesInPendingEvents(descriptor).isDisjoint(with: names) {
          onChange()
        }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      nonisolated(unsafe) let cancellable = source
      return SharedSubscription { cancellable.cancel() }
    #else
      return SharedSubscription {}
    #endif
  }

  #if os(Linux)
    /// Reads every pending event: the names of the files they are about.
    private static func namesInPendingEvents(_ descriptor: Int32) -> Set<String> {
      var names: Set<String> = []
      let capacity = 8192
      let buffer = UnsafeMutableRawPointer.allocate(
        byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment
      )
      defer { buffer.deallocate() }
      while true {
        let count = read(descriptor, buffer, capacity)
        guard count > 0 else { break }
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
          let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
          if event.len > 0 {
            let name = (buffer + offset + headerSize).assumingMemoryBound(to: CChar.self)
            names.insert(String(cString: name))
          }
          offset += headerSize + Int(event.len)
        }
      }
      return names
    }
  #endif
}
