/// The effects started by one ``Store/send(_:)``: await them with ``finish()`` or stop them with
/// ``cancel()``.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  /// The task running the effects, or `nil` when the action started none.
  public let rawValue: Task<Void, Never>?

  /// Wraps a task (or none).
  public init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects started by the action, and by the actions they sent back.
  public func cancel() {
    self.rawValue?.cancel()
  }

  /// Waits until every effect started by the action (and by the actions they sent back) has
  /// finished.
  public func finish() async {
    await self.rawValue?.value
  }

  /// Whether the effects have been cancelled (`true` when there were none).
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
