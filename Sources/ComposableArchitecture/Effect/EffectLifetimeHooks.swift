/// Callbacks that observe when an effect starts and when all of its work has ended (finished or
/// cancelled). The test store uses them to know which effects are still in flight.
@usableFromInline
struct EffectLifetimeHooks: Sendable {
  let onStart: @MainActor @Sendable () -> Void
  let onFinish: @MainActor @Sendable () -> Void
}

extension Effect {
  /// Wraps this effect so that `onStart` runs when a store starts it and `onFinish` once all of
  /// its work has ended. `.none` is wrapped too: it starts and finishes at once.
  func observingLifetime(
    onStart: @escaping @MainActor @Sendable () -> Void,
    onFinish: @escaping @MainActor @Sendable () -> Void
  ) -> Self {
    Self(operation: .lifetime(self, EffectLifetimeHooks(onStart: onStart, onFinish: onFinish)))
  }
}
