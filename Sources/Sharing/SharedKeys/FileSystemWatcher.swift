import ConcurrencyExtras
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Follows changes other processes make to a file. Saves replace the file by renaming a new one
/// over it, so the watch is on the directory, for events naming the file.
enum FileSystemWatcher {
  static func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    #if os(Linux)
      let directory = url.deletingLastPathComponent()
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return SharedSubscription {} }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)
      guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
        close(descriptor)
        return SharedSubscription {}
      }
      let name = url.lastPathComponent
      let source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: "Sharing.FileSystemWatcher")
      )
      source.setEventHandler {
        if Self.readEvents(descriptor).contains(name) {
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
    /// The names of the files the pending events are about.
    private static func readEvents(_ descriptor: Int32) -> Set<String> {
      var names: Set<String> = []
      let capacity = 4096
      let buffer = UnsafeMutableRawPointer.allocate(
        byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment
      )
      defer { buffer.deallocate() }
      while true {
        let count = read(descriptor, buffer, capacity)
        guard count > 0 else { break }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
          let nameStart = offset + MemoryLayout<inotify_event>.size
          if event.len > 0 {
            let namePointer = (buffer + nameStart).assumingMemoryBound(to: CChar.self)
            names.insert(String(cString: namePointer))
          }
          offset = nameStart + Int(event.len)
        }
      }
      return names
    }
  #endif
}
