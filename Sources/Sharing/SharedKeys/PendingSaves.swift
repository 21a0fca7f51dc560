import Foundation

/// The saves under way in the process, which a host waits for before it shows the user a change
/// as done, so that a crash or a `kill -9` right after cannot lose what the user saw.
///
/// A key that saves asynchronously (to a database, over the network) counts each save from the
/// moment `save` is called until it is done, failed or not, with ``track(_:)`` (or ``begin()``).
/// A host renders inside ``SharedReads/collect(_:)``, takes a ``checkpoint(covering:)`` of what
/// the render read, and, before it sends what it rendered, waits with ``wait(for:)`` for the saves
/// of those shared values begun until then. Saves begun later, and saves of values it did not
/// show, are not waited for: a host that sends one thing after another, waiting for each
/// checkpoint in turn, sends them in order, and a tab that never showed a value does not wait for
/// its database.
///
/// ```swift
/// let (update, reads) = SharedReads.collect { session.update() }
/// let checkpoint = PendingSaves.checkpoint(covering: reads)
/// await PendingSaves.wait(for: checkpoint)
/// send(update)
/// ```
///
/// `fileStorage` keys take part too: a change they hold back (one that follows a save within its
/// second) is a save under way, and a checkpoint has it written at once, on a thread of its own,
/// never on the caller's: waiting stays asynchronous.
@_spi(Hosting)
public enum PendingSaves {
  /// The saves begun until a moment, to wait for with ``PendingSaves/wait(for:)``: all of them,
  /// or those of the shared values a host read.
  public struct Checkpoint: Sendable, Comparable {
    let lastSave: UInt64
    /// `nil`: every storage's.
    let storages: Set<ObjectIdentifier>?

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.lastSave < rhs.lastSave }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.lastSave == rhs.lastSave && lhs.storages == rhs.storages
    }

    func covers(_ save: Save) -> Bool {
      guard save.id <= self.lastSave else { return false }
      // A save that names no storage (a key's own `begin()`) could be anyone's.
      guard let storages = self.storages, let storage = save.storage else { return true }
      return storages.contains(storage)
    }
  }

  /// Counts a save as under way until `continuation` is resumed: call it as `save` begins, and
  /// resume what it returns instead of `continuation`.
  ///
  /// ```swift
  /// func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
  ///   let continuation = PendingSaves.track(continuation)
  ///   database.write(value) { continuation.resume(with: $0) }
  /// }
  /// ```
  public static func track(_ continuation: SaveContinuation) -> SaveContinuation {
    let save = Self.begin(storage: continuation.storage)
    return SaveContinuation("", storage: nil) { result in
      switch result {
      case .success: continuation.resume()
      case let .failure(error): continuation.resume(throwing: error)
      }
      // After the shared value heard of the result: a failure is its `saveError` by the time
      // the host sends what it rendered.
      save.finish()
    }
  }

  /// Counts a save as under way until the returned value's ``PendingSave/finish()`` is called
  /// (or it is released).
  public static func begin() -> PendingSave {
    Self.begin(storage: nil)
  }

  static func begin(storage: ObjectIdentifier?) -> PendingSave {
    let id = Self.state.withValue { state in
      state.lastSave += 1
      state.underWay[state.lastSave] = Save(id: state.lastSave, storage: storage)
      return state.lastSave
    }
    return PendingSave(id: id)
  }

  /// This moment: every save begun so far. Has the changes `fileStorage` keys are holding back
  /// written now, on a thread of its own.
  public static func checkpoint() -> Checkpoint {
    PendingFileWrites.flushSoon()
    return Self.now
  }

  /// This moment, for the shared values in `reads`: the saves of theirs begun so far. Has the
  /// changes `fileStorage` keys are holding back written now, on a thread of its own.
  public static func checkpoint(covering reads: SharedReads) -> Checkpoint {
    PendingFileWrites.flushSoon()
    return Checkpoint(lastSave: Self.now.lastSave, storages: reads.storages)
  }

  /// Every save begun so far, leaving `fileStorage` keys as they are.
  static var now: Checkpoint {
    Checkpoint(lastSave: Self.state.withValue { $0.lastSave }, storages: nil)
  }

  /// Returns once every save begun before `checkpoint` is done, without blocking a thread.
  public static func wait(for checkpoint: Checkpoint) async {
    // Most often nothing is under way: no continuation, no suspension.
    guard Self.isWaiting(for: checkpoint) else { return }
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isDone = Self.state.withValue { state in
          guard state.isWaiting(for: checkpoint), !Task.isCancelled else { return true }
          state.waiters[id] = (checkpoint, continuation)
          return false
        }
        if isDone { continuation.resume() }
      }
    } onCancel: {
      // A cancelled host (its socket closed) stops waiting; the saves go on.
      Self.state.withValue { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
    }
  }

  /// Whether a save begun before `checkpoint` is still under way.
  public static func isWaiting(for checkpoint: Checkpoint) -> Bool {
    Self.state.withValue { $0.isWaiting(for: checkpoint) }
  }

  static func finish(_ id: UInt64) {
    let ready = Self.state.withValue { state -> [CheckedContinuation<Void, Never>] in
      guard state.underWay.removeValue(forKey: id) != nil else { return [] }
      let ready = state.waiters.filter { !state.isWaiting(for: $0.value.checkpoint) }
      for id in ready.keys { state.waiters[id] = nil }
      return ready.values.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
  }

  /// A save under way: its number, and the storage whose value it saves, when it is known.
  struct Save {
    let id: UInt64
    let storage: ObjectIdentifier?
  }

  private struct State {
    var lastSave: UInt64 = 0
    var underWay: [UInt64: Save] = [:]
    var waiters: [UUID: (checkpoint: Checkpoint, continuation: CheckedContinuation<Void, Never>)] =
      [:]

    func isWaiting(for checkpoint: Checkpoint) -> Bool {
      self.underWay.values.contains(where: checkpoint.covers)
    }
  }

  private static let state = LockedValue(State())
}

/// A save under way (``PendingSaves/begin()``), until it finishes.
@_spi(Hosting)
public final class PendingSave: Sendable {
  private let id: UInt64

  init(id: UInt64) { self.id = id }

  deinit { PendingSaves.finish(self.id) }

  /// Ends the save, failed or not. Calling it again does nothing.
  public func finish() { PendingSaves.finish(self.id) }
}
