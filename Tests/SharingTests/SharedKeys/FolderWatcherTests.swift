#if os(Linux)
  import Foundation
  import Glibc
  @_spi(Hosting) @testable import Sharing
  import Testing

  @Suite struct FolderWatcherTests {
    /// When more events come than the kernel queues (`max_queued_events`, 16,384 by default), it
    /// drops them and queues one `IN_Q_OVERFLOW` that names no file: the watcher must take it for
    /// a change of every file, or a change in the dropped events is never seen.
    @Test func anOverflowedQueueCountsAsAChange() throws {
      try self.withWatchedFolder(events: IN_MODIFY) { folder, descriptor in
        try self.overflow(folder, descriptor)
      }
    }

    private func overflow(_ folder: URL, _ descriptor: Int32) throws {
      let limit = try String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)
      let queued = try #require(Int(limit.trimmingCharacters(in: .whitespacesAndNewlines)))
      // Writes to two files in turn: the kernel merges only identical events in a row.
      let files = try ["a", "b"].map { name in
        let descriptor = open(folder.appendingPathComponent(name).path, O_WRONLY | O_CREAT, 0o644)
        try #require(descriptor >= 0)
        return descriptor
      }
      defer { files.forEach { close($0) } }
      for index in 0...queued {
        #expect(write(files[index % 2], "x", 1) == 1)
      }
      let pending = FolderWatcher.pendingEvents(descriptor)
      #expect(pending.overflowed)
      #expect(pending.names == ["a", "b"])
    }

    /// Without an overflow, only the named files' events are reported.
    @Test func eventsNameTheirFiles() throws {
      try self.withWatchedFolder(events: IN_CLOSE_WRITE) { folder, descriptor in
        try Data("1".utf8).write(to: folder.appendingPathComponent("value.json"))
        let pending = FolderWatcher.pendingEvents(descriptor)
        #expect(!pending.overflowed)
        #expect(pending.names == ["value.json"])
      }
    }

    /// A new folder and an inotify descriptor watching it for `events`, both gone afterwards.
    private func withWatchedFolder(
      events: Int32, _ body: (URL, Int32) throws -> Void
    ) throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("FolderWatcherTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      try #require(inotify_add_watch(descriptor, folder.path, UInt32(events)) >= 0)
      try body(folder, descriptor)
    }
  }
#endif
