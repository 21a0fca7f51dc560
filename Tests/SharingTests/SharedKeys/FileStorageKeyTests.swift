import ComposableArchitecture
import Foundation
import Testing

@_spi(Hosting) @testable import Sharing

// Serialized: flushing pending saves (as the exit handler and a host do) reaches every key of the
// process, so it must not run beside another test's held-back change.
@Suite(.serialized) struct FileStorageKeyTests {
  let url = URL(fileURLWithPath: "/documents/sync-ups.json")

  /// An in-memory file system whose debounced saves run when the test says.
  final class Fixture: @unchecked Sendable {
    let files = InMemoryFileSystem()
    let scheduled = LockIsolated<[@Sendable () -> Void]>([])
    lazy var storage = self.files.storage { work in
      self.scheduled.withValue { $0.append(work) }
    }

    func runScheduledSaves() {
      let work = self.scheduled.withValue { work in
        defer { work = [] }
        return work
      }
      for work in work { work() }
    }
  }

  @Test func roundTrip() throws {
    let fixture = Fixture()
    try withDependencies {
      $0.defaultFileStorage = fixture.storage
    } operation: {
      do {
        @Shared(.fileStorage(url)) var syncUps: [SyncUp] = []
        $syncUps.withLock { $0.append(SyncUp(id: 1, title: "Design")) }
        fixture.runScheduledSaves()
      }
      let data = try #require(fixture.files[url])
      let saved = try JSONDecoder().decode([SyncUp].self, from: data)
      #expect(saved == [SyncUp(id: 1, title: "Design")])
      @Shared(.fileStorage(url)) var reloaded: [SyncUp] = []
      #expect(reloaded == [SyncUp(id: 1, title: "Design")])
    }
  }

  @Test func firstChangeIsWrittenAtOnceAndTheFollowingOnesTogether() {
    let fixture = Fixture()
    withDependencies {
      $0.defaultFileStorage = fixture.storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      #expect(fixture.files[url] == Data("1".utf8))
      $count.withLock { $0 = 2 }
      $count.withLock { $0 = 3 }
      #expect(fixture.files[url] == Data("1".utf8))
      #expect(fixture.scheduled.value.count == 1)
      fixture.runScheduledSaves()
      #expect(fixture.files[url] == Data("3".utf8))
      // The delay is over: the next change is written at once again.
      $count.withLock { $0 = 4 }
      #expect(fixture.files[url] == Data("4".utf8))
    }
  }

  @Test func explicitSaveWritesAHeldBackChangeAtOnce() async throws {
    let fixture = Fixture()
    try await withDependencies {
      $0.defaultFileStorage = fixture.storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      $count.withLock { $0 = 2 }
      #expect(fixture.files[url] == Data("1".utf8))
      try await $count.save()
      #expect(fixture.files[url] == Data("2".utf8))
      fixture.runScheduledSaves()
      #expect(fixture.files[url] == Data("2".utf8))
    }
  }

  @Test func pendingSavesAreWrittenAtExitOrWhenAHostAsks() async {
    let fixture = Fixture()
    await withDependencies {
      $0.defaultFileStorage = fixture.storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 8 }
      $count.withLock { $0 = 9 }
      #expect(fixture.files[url] == Data("8".utf8))
      // The held-back change is a save under way, which a host's checkpoint has written (on a
      // queue of its own) and waits for.
      let checkpoint = PendingSaves.checkpoint()
      #expect(PendingSaves.isWaiting(for: checkpoint) || fixture.files[url] == Data("9".utf8))
      await PendingSaves.wait(for: checkpoint)
      #expect(fixture.files[url] == Data("9".utf8))
      // What the process's exit handler runs: nothing is left for it, nor for the delay's end.
      PendingFileWrites.flush()
      fixture.runScheduledSaves()
      #expect(fixture.files[url] == Data("9".utf8))
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aCheckpointWaitsForAWriteInProgressWithoutWritingOnItsThread() async {
    let files = InMemoryFileSystem()
    let base = files.storage { $0() }
    let writing = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let storage = FileStorage(
      scheduleSave: { _ in },
      read: base.read,
      write: { data, url in
        writing.signal()
        release.wait()
        try base.write(data, url)
      },
      moveAside: base.moveAside,
      watch: base.watch
    )
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      let shared = $count
      // A change on another thread (an effect's, or the delay's end): its write starts and stalls.
      // (A thread of its own: the global queue may not start a second block while one blocks.)
      Thread { shared.withLock { $0 = 1 } }.start()
      writing.wait()
      // The checkpoint returns at once (it used to write, and wait for the write, on its thread:
      // a host's main actor), and its wait goes on until the write is done.
      let checkpoint = PendingSaves.checkpoint()
      #expect(PendingSaves.isWaiting(for: checkpoint))
      let waited = Task { await PendingSaves.wait(for: checkpoint) }
      #expect(files[url] == nil)
      release.signal()
      await waited.value
      #expect(files[url] == Data("1".utf8))
    }
  }

  @Test func explicitSaveWritesNow() async throws {
    let fixture = Fixture()
    try await withDependencies {
      $0.defaultFileStorage = fixture.storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 4 }
      try await $count.save()
      #expect(fixture.files[url] == Data("4".utf8))
      fixture.runScheduledSaves()
      #expect(fixture.files[url] == Data("4".utf8))
    }
  }

  @Test func changesMadeByOthersAreLoaded() async throws {
    let fixture = Fixture()
    try await withDependencies {
      $0.defaultFileStorage = fixture.storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      fixture.files[url] = Data("42".utf8)
      #expect(count == 42)
      fixture.files[url] = nil
      #expect(count == 0)
      fixture.files[url] = Data("7".utf8)
      try await $count.load()
      #expect(count == 7)
    }
  }

  @Test func customEncoding() {
    let fixture = Fixture()
    withDependencies {
      $0.defaultFileStorage = fixture.storage
    } operation: {
      let url = URL(fileURLWithPath: "/documents/notes.txt")
      fixture.files[url] = Data("Hello".utf8)
      @Shared(
        .fileStorage(
          url,
          decode: { @Sendable data in String(decoding: data, as: UTF8.self) },
          encode: { @Sendable string in Data(string.utf8) }
        )
      )
      var notes = ""
      #expect(notes == "Hello")
      $notes.withLock { $0 += ", world" }
      fixture.runScheduledSaves()
      #expect(fixture.files[url] == Data("Hello, world".utf8))
    }
  }

  @Test func corruptFileIsKeptAsideAndReported() throws {
    let fixture = Fixture()
    try withDependencies {
      $0.defaultFileStorage = fixture.storage
    } operation: {
      fixture.files[url] = Data("{ not json".utf8)
      @Shared(.fileStorage(url)) var syncUps: [SyncUp] = []
      #expect(syncUps == [])
      let error = try #require($syncUps.loadError as? UnreadableFileError)
      #expect(error.url == url)
      #expect(error.keptURL != url)
      #expect(error.keptURL.deletingLastPathComponent() == url.deletingLastPathComponent())
      #expect(error.keptURL.lastPathComponent.hasPrefix("sync-ups.unreadable-"))
      #expect(error.keptURL.pathExtension == "json")
      #expect(fixture.files[error.keptURL] == Data("{ not json".utf8))
      // Saving writes a new file; the corrupt contents stay where they were kept.
      $syncUps.withLock { $0.append(SyncUp(id: 1)) }
      fixture.runScheduledSaves()
      #expect(fixture.files[error.keptURL] == Data("{ not json".utf8))
      #expect(fixture.files[url] != nil)
    }
  }

  @Test func unreadableFileThatCannotBeMovedIsNeverOverwritten() async throws {
    let files = InMemoryFileSystem()
    let base = files.storage { $0() }
    let storage = FileStorage(
      scheduleSave: base.scheduleSave,
      read: base.read,
      write: base.write,
      moveAside: { _ in throw CocoaError(.fileWriteNoPermission) },
      watch: base.watch
    )
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      files[url] = Data("{ not json".utf8)
      @Shared(.fileStorage(url)) var syncUps: [SyncUp] = []
      let error = try #require($syncUps.loadError as? UnreadableFileError)
      #expect(error.keptURL == url)
      $syncUps.withLock { $0.append(SyncUp(id: 1)) }
      #expect(files[url] == Data("{ not json".utf8))
      #expect($syncUps.saveError is UnreadableFileError)
      await #expect(throws: UnreadableFileError.self) { try await $syncUps.save() }
      #expect(files[url] == Data("{ not json".utf8))
    }
  }

  @Test func testsUseAnInMemoryFileSystemByDefault() {
    @Shared(.fileStorage(URL(fileURLWithPath: "/nonexistent-directory/file.json"))) var count = 0
    $count.withLock { $0 = 1 }
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent-directory"))
  }
}

@Suite struct FileSystemTests {
  func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("SharingTests-\(UUID().uuidString)")
  }

  @Test func writeCreatesMissingDirectoriesAndReplacesTheFile() throws {
    let directory = self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("nested/deeper/value.json")
    try FileSystemIO.writeAtomically(Data("1".utf8), to: url)
    try FileSystemIO.writeAtomically(Data("2".utf8), to: url)
    #expect(try FileSystemIO.read(url) == Data("2".utf8))
    // No temporary file is left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        == ["value.json"]
    )
  }

  /// A file its owner made private stays private: the save's new file takes the old one's mode
  /// (it was created 0644, so a 0600 file became readable by everyone).
  @Test func aSaveKeepsTheFilesPermissions() throws {
    let directory = self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("secret.json")
    try FileSystemIO.writeAtomically(Data("1".utf8), to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try FileSystemIO.writeAtomically(Data("2".utf8), to: url)
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    #expect(try FileSystemIO.read(url) == Data("2".utf8))
  }

  /// A process killed between creating its temporary file and renaming it leaves the file behind:
  /// the next save removes such files once they are old, and never a recent one (another
  /// process's save under way) nor another file's.
  @Test func aKilledSavesTemporaryFileIsRemovedOnceStale() throws {
    let directory = self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("value.json")
    try FileSystemIO.writeAtomically(Data("1".utf8), to: url)
    let hourAgo = Date().addingTimeInterval(-3600)
    func leave(_ name: String, modified: Date) throws {
      let path = directory.appendingPathComponent(name).path
      #expect(FileManager.default.createFile(atPath: path, contents: Data("torn".utf8)))
      try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    }
    try leave(".value.json.\(UUID().uuidString).tmp", modified: hourAgo)
    let underWay = ".value.json.\(UUID().uuidString).tmp"
    try leave(underWay, modified: Date())
    let othersFile = ".other.json.\(UUID().uuidString).tmp"
    try leave(othersFile, modified: hourAgo)
    try FileSystemIO.writeAtomically(Data("2".utf8), to: url)
    #expect(
      try Set(FileManager.default.contentsOfDirectory(atPath: directory.path))
        == ["value.json", underWay, othersFile]
    )
  }

  @Test func missingFileReadsAsNil() throws {
    #expect(try FileSystemIO.read(self.temporaryDirectory().appendingPathComponent("x")) == nil)
  }

  @Test func unreadableFileIsMovedAsideWithATimestamp() throws {
    let directory = self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("value.json")
    try FileSystemIO.writeAtomically(Data("garbage".utf8), to: url)
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var value = 0
      let error = try #require($value.loadError as? UnreadableFileError)
      #expect(try FileSystemIO.read(error.keptURL) == Data("garbage".utf8))
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }

  @Test func asideNamesDoNotCollide() {
    let url = URL(fileURLWithPath: "/a/value.json")
    let date = Date(timeIntervalSince1970: 0)
    let first = FileSystemIO.asideURL(for: url, date: date) { _ in false }
    #expect(first.path == "/a/value.unreadable-19700101-000000.json")
    let second = FileSystemIO.asideURL(for: url, date: date) { $0 == first }
    #expect(second.path == "/a/value.unreadable-19700101-000000-1.json")
  }

  @Test(.timeLimit(.minutes(1)))
  func changesMadeByAnotherProcessAreFollowed() async throws {
    let directory = self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("count.json")
    let key: FileStorageKey<Int> = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      .fileStorage(url)
    }
    let (values, continuation) = AsyncStream<Int?>.makeStream()
    let subscription = key.subscribe(
      context: .initialValue(0),
      subscriber: SharedSubscriber { result in
        continuation.yield(try? result.get())
      }
    )
    defer { subscription.cancel() }
    try FileSystemIO.writeAtomically(Data("5".utf8), to: url)
    var iterator = values.makeAsyncIterator()
    #expect(await iterator.next() == 5)
    try FileManager.default.removeItem(at: url)
    #expect(await iterator.next() == .some(nil))
  }
}
