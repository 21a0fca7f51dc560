import Foundation
import IssueReporting
import Sharing

/// Encodes the lines of a recording and appends them to its file from a thread of its own, so
/// that the main actor, which only copies each step's values, neither encodes nor waits for the
/// disk.
///
/// A line is queued as the work that encodes it (``append(encoding:)``), run on the thread in
/// the order queued. Memory stays flat however long the session: at most `capacity` lines wait,
/// and an `append` that would exceed it waits until the thread has taken the queue (back-pressure:
/// no line is ever dropped). The thread writes what it encoded as soon as it can, whole lines at
/// a time, so a crash loses at most the lines not yet written and leaves at worst one torn line at
/// the end of the file, which readers skip. While lines wait, writes to shared values on the
/// thread that queued them wait for them to be encoded (`_SharedWriteBarrier`): a line encodes the
/// shared values its state holds as they were at its step.
///
/// A failed write ends the thread (what followed it would be misplaced) and is kept for the
/// recording session to report where the recording was set up (``takeFailure()``); one that
/// nobody took is reported when the program exits.
final class RecordingWriter: @unchecked Sendable {
  /// How many lines may wait to be encoded and written.
  let capacity: Int
  private let condition = NSCondition()
  private let fileDescriptor: Int32
  private let url: URL
  /// The lines waiting, each as the work that encodes it (`nil`: nothing to write).
  private var pending: [Line] = []
  private var isWriting = false
  private var isEncoding = false
  private var isClosed = false
  private var isFinished = false
  private var failure: SystemError?
  private var isFailureTaken = false
  private var _maximumPendingCount = 0

  /// The work that encodes a line, run on the writer's thread: the values it captured are
  /// copies the main actor no longer touches.
  private struct Line: @unchecked Sendable {
    let encode: () -> Data?
  }

  /// Why the system refused to open or write the file, in its own words ("Not a directory").
  struct SystemError: Error, CustomStringConvertible {
    let code: Int32
    var description: String { String(cString: strerror(self.code)) }
  }

  /// Creates (or empties) the file at `url` and starts the writer thread.
  ///
  /// The file is opened as a shell's `>` opens it: a symbolic link is followed.
  init(url: URL, capacity: Int = 256) throws(SystemError) {
    let fileDescriptor = openForWriting(url.path)
    guard fileDescriptor >= 0 else { throw SystemError(code: errno) }
    self.fileDescriptor = fileDescriptor
    self.url = url
    self.capacity = max(1, capacity)
    self.pending.reserveCapacity(self.capacity)
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

  /// The most lines that have waited at once.
  var maximumPendingCount: Int {
    self.condition.withLock { self._maximumPendingCount }
  }

  /// Queues a line (which ends with a newline) for writing, waiting while the queue is full.
  func append(_ line: Data) {
    self.append(encoding: { line })
  }

  /// Queues the work that encodes a line (ending with a newline; `nil` for none), to run on the
  /// writer's thread after the lines queued before it, waiting while the queue is full.
  func append(encoding encode: @escaping () -> Data?) {
    self.condition.withLock {
      while self.pending.count >= self.capacity, !self.isFinished {
        self.condition.wait()
      }
      // Once closed, or after a failed write ended the thread, nothing would write the line.
      guard !self.isClosed, !self.isFinished else { return }
      self.pending.append(Line(encode: encode))
      _SharedWriteBarrier.didQueue()
      self._maximumPendingCount = max(self._maximumPendingCount, self.pending.count)
      self.condition.broadcast()
    }
  }

  /// Waits until every line queued so far is encoded (a shared value its state holds may then
  /// change).
  func waitUntilEncoded() {
    self.condition.withLock {
      while !self.pending.isEmpty || self.isEncoding, !self.isFinished {
        self.condition.wait()
      }
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

  /// The failed write that ended the writer, the first time it is asked for once known: the
  /// caller reports it.
  func takeFailure() -> SystemError? {
    self.condition.withLock {
      guard let failure = self.failure, !self.isFailureTaken else { return nil }
      self.isFailureTaken = true
      return failure
    }
  }

  private func run() {
    while let lines = self.nextLines() {
      var chunk = Data()
      for line in lines {
        if let data = line.encode() { chunk.append(data) }
      }
      self.condition.withLock {
        self.isEncoding = false
        _SharedWriteBarrier.didEncode(lines.count)
        self.condition.broadcast()
      }
      let failure = self.writeAll(chunk)
      self.condition.withLock {
        if let failure { self.failure = failure }
        self.isWriting = false
        self.condition.broadcast()
      }
    }
    closeFile(self.fileDescriptor)
    self.condition.withLock {
      self.isFinished = true
      _SharedWriteBarrier.didEncode(self.pending.count)
      self.pending.removeAll()
      self.condition.broadcast()
    }
  }

  /// Writes the whole chunk, returning why the system refused if it did.
  private func writeAll(_ chunk: Data) -> SystemError? {
    chunk.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = writeBytes(
          self.fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return SystemError(code: errno)
        }
        offset += written
      }
      return nil
    }
  }

  /// Takes everything queued, waiting for lines; `nil` once closed and drained, or after a write
  /// failed (what follows a failed write would be misplaced).
  private func nextLines() -> [Line]? {
    self.condition.withLock {
      while self.pending.isEmpty, !self.isClosed {
        self.condition.wait()
      }
      guard !self.pending.isEmpty, self.failure == nil else { return nil }
      let lines = self.pending
      self.pending.removeAll(keepingCapacity: true)
      self.isWriting = true
      self.isEncoding = true
      self.condition.broadcast()
      return lines
    }
  }

  private struct WeakWriter: @unchecked Sendable {
    weak var writer: RecordingWriter?
  }

  /// The writers whose files are open, flushed when the program exits normally (a store kept alive
  /// until `exit` never ends its recording otherwise).
  private static let open = LockIsolated<[ObjectIdentifier: WeakWriter]>([:])

  private static let flushAtExitOnce: Void = {
    // Before a shared value changes on the main thread, the open recordings encode what they
    // queued.
    _SharedWriteBarrier.install {
      let writers = RecordingWriter.open.withValue { $0.values.compactMap(\.writer) }
      for writer in writers { writer.waitUntilEncoded() }
    }
    atexit {
      let writers = RecordingWriter.open.withValue { $0.values.compactMap(\.writer) }
      for writer in writers {
        writer.flush()
        if let failure = writer.takeFailure() {
          reportIssue("Recording stopped. Could not write to \(writer.url.path): \(failure)")
        }
      }
    }
  }()
}

// The system calls, outside the writer, whose members (`open`, `close`) share their names.

/// Opens `path` for writing, creating or emptying it; a descriptor, or -1 with `errno` set.
private func openForWriting(_ path: String) -> Int32 {
  open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
}

/// Writes up to `count` bytes; how many were written, or -1 with `errno` set.
private func writeBytes(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fileDescriptor, bytes, count)
}

private func closeFile(_ fileDescriptor: Int32) {
  _ = close(fileDescriptor)
}
