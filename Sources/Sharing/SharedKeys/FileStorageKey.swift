import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key for a `Codable` value kept as JSON in a file.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.homeDirectory.appending(component: "sync-ups.json")))
  /// var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// A change is saved at once; the changes made in the second that follows are saved together at
  /// its end (and when the process exits). Every save replaces the file atomically. A file that
  /// exists but cannot be read or decoded is moved aside, never overwritten, and the shared value
  /// reports an ``UnreadableFileError`` saying where it was kept. Changes other processes make to
  /// the file are loaded. In tests the `defaultFileStorage` dependency is an in-memory file
  /// system.
  public static func fileStorage<Value: Codable>(
    _ url: URL, decoder: JSONDecoder? = nil, encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedSendable(decoder ?? JSONDecoder())
    let encoder = UncheckedSendable(encoder ?? JSONEncoder())
    return FileStorageKey(
      url: url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// A key for a value kept in a file, with its own encoding.
  ///
  /// ```swift
  /// @Shared(
  ///   .fileStorage(
  ///     url, decode: { String(decoding: $0, as: UTF8.self) }, encode: { Data($0.utf8) }
  ///   )
  /// )
  /// var notes = ""
  /// ```
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// A key for a value kept in a file. Create one with `.fileStorage(url)`.
public final class FileStorageKey<Value: Sendable>: SharedKey {
  let storage: FileStorage
  let url: URL
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data
  private let state = LockedValue(FileState())
  private let writeLock = NSLock()

  private struct FileState {
    /// The contents last read or written, to tell our own writes from other processes' changes.
    var lastData: Data?
    /// Why the file must not be written: it exists but could not be read nor moved aside.
    var unwritableReason: (any Error)?
    var pendingValue: Value?
    var pendingContinuations: [SaveContinuation] = []
    /// Whether a change was written less than the file storage's delay ago: the changes made
    /// meanwhile are held back and written together when the delay ends.
    var isHoldingBack = false
  }

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.storage = storage
    self.url = url
    self.decode = decode
    self.encode = encode
  }

  /// The file and the file system it is on.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: self.url.standardizedFileURL, storage: self.storage)
  }

  /// Reads and decodes the file; no file means the initial value. An unreadable file is moved
  /// aside (or left in place and never written over) and reported as an `UnreadableFileError`.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: self.readFile())
  }

  /// Follows changes other processes make to the file (its own saves are recognised and skipped).
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    self.storage.watch(self.url) { [weak self] in
      guard let self else { return }
      let data = try? self.storage.read(self.url)
      guard data != self.state.get().lastData else { return }
      subscriber.yield(with: self.readFile())
    }
  }

  /// Saves the value. A change is written at once, and the changes that follow it within the file
  /// storage's delay (a second on the real file system) are written together when it ends, only
  /// the latest of them; `save()` writes at once, a held-back change included.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    switch context {
    case .userInitiated:
      self.modifyState {
        $0.pendingValue = value
        $0.pendingContinuations.append(continuation)
      }
      self.writePendingValue()
    case .didSet:
      // Under way until written, held back or not: a host waits for it before showing it.
      let continuation = PendingSaves.track(continuation)
      let isHeldBack = self.modifyState {
        let isHeldBack = $0.isHoldingBack
        $0.pendingValue = value
        $0.pendingContinuations.append(continuation)
        $0.isHoldingBack = true
        return isHeldBack
      }
      // Registered until written, so that a flush (after a host's `PendingSaves.checkpoint()`, the
      // process's exit) that comes meanwhile writes it or waits for this write.
      PendingFileWrites.register(self)
      guard !isHeldBack else { return }
      self.writePendingValue()
      self.storage.scheduleSave { [self] in
        self.modifyState { $0.isHoldingBack = false }
        self.writePendingValue()
      }
    }
  }

  /// Writes the latest value waiting to be saved, if any.
  func writePendingValue() {
    self.writeLock.withLock {
      let (value, continuations, unwritableReason) = self.modifyState { state in
        defer {
          state.pendingValue = nil
          state.pendingContinuations = []
        }
        return (state.pendingValue, state.pendingContinuations, state.unwritableReason)
      }
      defer {
        // Only now, and only if no change came meanwhile: a flush that found the key waits on the
        // write lock for this write to end.
        self.modifyState {
          if $0.pendingValue == nil { PendingFileWrites.unregister(self) }
        }
      }
      guard let value else { return }
      let result: Result<Void, any Error>
      if let unwritableReason {
        result = .failure(unwritableReason)
      } else {
        result = Result {
          let data = try self.encode(value)
          self.modifyState { $0.lastData = data }
          try self.storage.write(data, self.url)
        }
      }
      for continuation in continuations {
        continuation.resume(with: result)
      }
    }
  }

  /// Reads and decodes the file: `nil` when there is none. A file that cannot be read or decoded
  /// is moved aside; if even that fails, it is left in place and never written over.
  private func readFile() -> Result<Value?, any Error> {
    let data: Data?
    do {
      data = try self.storage.read(self.url)
    } catch {
      let failure = UnreadableFileError(url: self.url, keptURL: self.url, underlyingError: error)
      self.modifyState { $0.unwritableReason = failure }
      return .failure(failure)
    }
    guard let data else {
      self.modifyState {
        $0.lastData = nil
        $0.unwritableReason = nil
      }
      return .success(nil)
    }
    do {
      let value = try self.decode(data)
      self.modifyState {
        $0.lastData = data
        $0.unwritableReason = nil
      }
      return .success(value)
    } catch {
      do {
        let keptURL = try self.storage.moveAside(self.url)
        self.modifyState {
          $0.lastData = nil
          $0.unwritableReason = nil
        }
        return .failure(
          UnreadableFileError(url: self.url, keptURL: keptURL, underlyingError: error)
        )
      } catch let moveError {
        let failure = UnreadableFileError(
          url: self.url, keptURL: self.url, underlyingError: moveError
        )
        self.modifyState { $0.unwritableReason = failure }
        return .failure(failure)
      }
    }
  }

  private func modifyState<R>(_ body: (inout FileState) -> R) -> R {
    self.state.withValue(body)
  }
}

extension FileStorageKey: CustomStringConvertible {
  public var description: String { ".fileStorage(\(String(reflecting: self.url)))" }
}

/// The identity of a file storage key: the file and the file system it is on.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}

/// A file that exists but could not be read or decoded. Its contents are kept at ``keptURL``:
/// moved aside next to the file, or left in place (and never written over) when it could not be
/// moved.
///
/// ```swift
/// if let error = $syncUps.loadError as? UnreadableFileError {
///   alert = "Your sync-ups could not be read. They were kept at \(error.keptURL.path)."
/// }
/// ```
public struct UnreadableFileError: Error, CustomStringConvertible {
  /// The file the value is stored in.
  public let url: URL
  /// Where the unreadable contents are kept.
  public let keptURL: URL
  /// Why the file could not be read, decoded or moved aside.
  public let underlyingError: any Error

  public var description: String {
    "The file at \(self.url.path) could not be read (\(self.underlyingError)); "
      + "its contents were kept at \(self.keptURL.path)."
  }
}
