import Observation

/// Observes the state that `apply` reads, calling it again after any of it changes: observation
/// outside of views, for example to drive a terminal screen or a log from a store.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// let token = observe {
///   print("count:", store.count)
/// }
/// store.send(.incrementButtonTapped)  // soon prints "count: 1"
/// ```
///
/// `apply` runs once at once, then again on the main actor after each change to what it read
/// (several changes made before it runs again are seen together). Observation lasts until the
/// returned token is cancelled or released.
@MainActor
public func observe(_ apply: @escaping @MainActor @Sendable () -> Void) -> ObserveToken {
  let token = ObserveToken()
  observeChanges(apply, token: token)
  return token
}

@MainActor
private func observeChanges(
  _ apply: @escaping @MainActor @Sendable () -> Void,
  token: ObserveToken
) {
  guard !token.isCancelled else { return }
  withObservationTracking {
    apply()
  } onChange: { [weak token] in
    // Called before the change is made: `apply` runs again once it has been.
    guard let token else { return }
    Task { @MainActor in
      observeChanges(apply, token: token)
    }
  }
}

/// Keeps an observation started by ``observe(_:)`` alive: it ends when the token is cancelled
/// or released.
public final class ObserveToken: Sendable, Hashable {
  private let cancelled = LockIsolated(false)

  init() {}

  deinit {
    self.cancel()
  }

  /// Whether the observation has ended.
  var isCancelled: Bool {
    self.cancelled.value
  }

  /// Ends the observation: its closure is not called again.
  public func cancel() {
    self.cancelled.setValue(true)
  }

  /// Keeps the token in a set, so that the observation lasts as long as the set holds it.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }

  public static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
