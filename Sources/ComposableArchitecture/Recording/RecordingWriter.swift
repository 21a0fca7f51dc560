import Foundation
import IssueReporting

/// Appends the lines of a recording to its file from a thread of its own, so that the main actor,
/// which encodes each line, never waits for the disk.
///
/// Memory stays flat however long the session: lines wait in a buffer of at most
/// `capacity` bytes (a single longer line waits alone), and an `append` that would overflow it
/// waits until the writer thread has taken the buffer. The thread writes whatever is waiting as
/// soon as it can, whole lines at a time, so a crash loses at most the lines not yet written and
/// leaves at worst one torn line at the end of the file, which readers skip.
final class RecordingWriter: @unchecked Sendable {
  /// How many bytes may wait to be written.
  let capacity: Int
  private let condition = NSCondition()
  private let handle: FileHandle
  private let url: URL
  private var pending = Data()
  private var isWriting = false
  private var isClosed = false
  private var isFinished = false
  private var failure: (any Error)?
  private var _maximumPendingByteCount = 0

  /// Creates (or empties) the file at `url` and starts the writer thread.
  init(url: URL, capacity: Int = 1 << 20) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    self.handle = try FileHandle(forWritingTo: url)
    self.url = url
    self.capacity = capacity
    self.pending.reserveCapacity(capacity)
    let thread = Thread { [self] in self.run() }
    thread.name = "ComposableArchitecture.RecordingWriter"
    thread.start()
    RecordingWriter.open.withValue { $0[ObjectIdentifier(self)] = WeakWriter(writer: self) }
    _ = RecordingWriter.flushAtExitOnce
  }

  deinit {
    // The writer thread holds the writer until `close` ends it, so this only runs after it.
    RecordingWriter.open.withValue { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
  }

  /// The most bytes that have waited to be written at once.
  var maximumPendingByteCount: Int {
    self.condition.withLock { self._maximumPendingByteCount }
  }

  /// Queues a line (which ends with a newline) for writing, waiting while the buffer is full.
  func append(_ line: Data) {
    self.condition.withLock {
      while !self.pending.isEmpty, self.pending.count + line.count > self.capacity,
        !self.isFinished
      {
        self.condition.wait()
      }
      // Once closed, or after a failed write ended the thread, nothing would write the line.
      guard !self.isClosed, !self.isFinished else { return }
      self.pending.append(line)
      self._maximumPendingByteCount = max(self._maximumPendingByteCount, self.pending.count)
      self.condition.broadcast()
    }
  }

  /// Waits until every line queued so far is in the file.
  func flush() {
    self.condition.withLock {
      while !self.pending.isEmpty || self.isWriting, !self.isFinished {
        self.condition.wait()
      }
    }
  }

  /// Writes what is queued, closes the file and ends the writer thread. Lines appended afterwards
  /// are dropped.
  func close() {
    self.condition.withLock {
      self.isClosed = true
      self.condition.broadcast()
      while !self.isFinished {
        self.condition.wait()
      }
    }
  }

  private func run() {
    while let chunk = self.nextChunk() {
      do {
        try self.handle.write(contentsOf: chunk)
      } catch {
        self.condition.withLock { self.failure = error }
        reportIssue("Could not write the recording to \(self.url.path): \(error)")
      }
      self.condition.withLock {
        self.isWriting = false
        self.condition.broadcast()
      }
    }
    try? self.handle.close()
    self.condition.withLock {
      self.isFinished = true
      self.pending.removeAll()
      self.condition.broadcast()
    }
  }

  /// Takes everything queued, waiting for lines; `nil` once closed and drained, or after a write
  /// failed (what follows a failed write would be misplaced).
  private func nextChunk() -> Data? {
    self.condition.withLock {
      while self.pending.isEmpty, !self.isClosed {
        self.condition.wait()
      }
      guard !self.pending.isEmpty, self.failure == nil else { return nil }
      let chunk = self.pending
      self.pending.removeAll(keepingCapacity: true)
      self.isWriting = true
      self.condition.broadcast()
      return chunk
    }
  }

  private struct WeakWriter: @unchecked Sendable {
    weak var writer: RecordingWriter?
  }

  /// The writers whose files are open, flushed when the program exits normally (a store kept alive
  /// until `exit` never ends its recording otherwise).
  private static let open = LockIsolated<[ObjectIdentifier: WeakWriter]>([:])

  private static let flushAtExitOnce: Void = {
    atexit {
      let writers = RecordingWriter.open.withValue { $0.values.compactMap(\.writer) }
      for writer in writers { writer.flush() }
    }
  }()
}
