/// Sends actions back into the store from an asynchronous effect.
///
/// `Send` is handed to the closure of `Effect.run(priority:operation:catch:)`
/// and is called like a function:
///
/// ```swift
/// return .run { send in
///   for await _ in self.clock.timer(interval: .seconds(1)) {
///     await send(.timerTick)
///   }
/// }
/// ```
///
/// Once the effect's task is cancelled, sending does nothing: cancelled effects never feed
/// actions back.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a closure, for example to call an effect's operation directly in a test.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }
}
