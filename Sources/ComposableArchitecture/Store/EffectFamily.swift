import Foundation

/// The tasks started by one `send`, and the families of the actions those tasks send back, so that
/// ``StoreTask/finish()`` waits for all of them and ``StoreTask/cancel()`` cancels all of them.
///
/// No task stands for the family: waiting and cancelling walk its members, so an action that
/// starts effects costs no task beyond the effects' own.
final class EffectFamily: @unchecked Sendable {
  private enum Member {
    case task(Task<Void, Never>)
    case family(EffectFamily)
  }

  private let lock = NSLock()
  private var members: [Member] = []
  private var cancelled = false

  func add(_ task: Task<Void, Never>) {
    self.add(.task(task))
  }

  /// Adds the family of an action an effect of this family sent back.
  func add(_ family: EffectFamily) {
    self.add(.family(family))
  }

  private func add(_ member: Member) {
    let cancelled = self.lock.withLock {
      self.members.append(member)
      return self.cancelled
    }
    if cancelled { Self.cancel(member) }
  }

  var isCancelled: Bool {
    self.lock.withLock { self.cancelled }
  }

  /// Waits for every member, including those added while waiting, on the caller's actor.
  nonisolated(nonsending) func waitForAll() async {
    var index = 0
    while true {
      let current = index
      let member = self.lock.withLock { current < self.members.count ? self.members[current] : nil }
      switch member {
      case nil: return
      case let .task(task): await task.value
      case let .family(family): await family.waitForAll()
      }
      index += 1
    }
  }

  /// Waits for every member on the caller's actor; cancelling the waiting task cancels them all.
  ///
  /// The operation closure captures `isolation` on purpose: a closure given to
  /// `withTaskCancellationHandler` from a `nonisolated(nonsending)` function is otherwise
  /// nonisolated, and each wait hopped to the global executor and back (measured: 13 µs per wait
  /// on an idle machine, against 0.7 µs when it stays on the caller's actor).
  func waitForAllCancellably(isolation: isolated (any Actor)?) async {
    await withTaskCancellationHandler {
      _ = isolation
      await self.waitForAll()
    } onCancel: {
      self.cancelAll()
    }
  }

  /// Cancels every member, and every member added from now on.
  func cancelAll() {
    let members = self.lock.withLock {
      self.cancelled = true
      return self.members
    }
    members.forEach(Self.cancel)
  }

  private static func cancel(_ member: Member) {
    switch member {
    case let .task(task): task.cancel()
    case let .family(family): family.cancelAll()
    }
  }

  /// One task standing for the whole family, for APIs that hand out a `Task`.
  func task() -> Task<Void, Never> {
    Task { await self.waitForAllCancellably(isolation: nil) }
  }
}
