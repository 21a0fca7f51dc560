/// The effects started by one ``Store/send(_:)``: await them with ``finish()`` or stop them with
/// ``cancel()``.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  let family: EffectFamily?

  init(family: EffectFamily?) {
    self.family = family
  }

  /// Cancels the effects started by the action, and by the actions they sent back.
  public func cancel() {
    self.family?.cancelAll()
  }

  /// Waits until every effect started by the action (and by the actions they sent back) has
  /// finished.
  ///
  /// Cancelling the task that waits cancels the effects, so that work tied to a view's lifetime
  /// (`await store.send(.task).finish()`) stops with it.
  ///
  /// The wait runs on the caller's actor: awaiting effects from the main actor costs no hop to
  /// another thread and back per effect.
  nonisolated(nonsending) public func finish() async {
    await self.family?.waitForAllCancellably(isolation: #isolation)
  }

  /// Whether the effects have been cancelled (`true` when there were none).
  public var isCancelled: Bool {
    self.family?.isCancelled ?? true
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.family === rhs.family
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.family.map(ObjectIdentifier.init))
  }
}
