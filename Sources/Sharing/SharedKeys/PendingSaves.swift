import Foundation

/// The saves under way in the process, which a host waits for before it shows the user a change
/// as done, so that a crash or a `kill -9` right after cannot lose what the user saw.
///
/// A key that saves asynchronously (to a database, over the network) counts each save from the
/// moment `save` is called until it is done, failed or not, with ``track(_:)`` (or ``begin()``).
/// A host takes a ``checkpoint()`` once a change is rendered and, before it sends what it
/// rendered, waits with ``wait(for:)`` for every save begun until then. Saves begun later are not
/// waited for, so a host that sends one thing after another, waiting for each checkpoint in turn,
/// sends them in order and never waits for saves its output does not show.
///
/// ```swift
/// let update = session.update()
/// let checkpoint = PendingSaves.checkpoint()
/// await PendingSaves.wait(for: checkpoint)
/// send(update)
/// ```
///
/// `fileStorage` keys take part too: a checkpoint first writes the changes they are holding back
/// (those that follow a save within its second) and waits for a write in progress, as the
/// process's exit does.
@_spi(Hosting)
public enum PendingSaves {
  /// The saves begun until a moment, to wait for with ``PendingSaves/wait(for:)``.
  public struct Checkpoint: Sendable, Comparable {
    let lastSave: UInt64

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.lastSave < rhs.lastSave }
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
    let save = Self.begin()
    return SaveContinuation { result in
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
    let id = Self.state.withValue { state in
      state.lastSave += 1
      state.underWay.insert(state.lastSave)
      return state.lastSave
    }
    return PendingSave(id: id)
  }

  /// This moment: the saves begun so far. Writes the changes `fileStorage` keys are holding
  /// back first (on this thread).
  public static func checkpoint() -> Checkpoint {
    PendingFileWrites.flush()
    return Self.now
  }

  /// The saves begun so far, leaving `fileStorage` keys as they are.
  static var now: Checkpoint {
    Checkpoint(lastSave: Self.state.withValue { $0.lastSave })
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
      guard state.underWay.remove(id) != nil else { return [] }
      let ready = state.waiters.filter { !state.isWaiting(for: $0.value.checkpoint) }
      for id in ready.keys { state.waiters[id] = nil }
      return ready.values.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
  }

  private struct State {
    var lastSave: UInt64 = 0
    var underWay: Set<UInt64> = []
    var waiters: [UUID: (checkpoint: Checkpoint, continuation: CheckedContinuation<Void, Never>)] =
      [:]

    func isWaiting(for checkpoint: Checkpoint) -> Bool {
      self.underWay.contains { $0 <= checkpoint.lastSave }
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
