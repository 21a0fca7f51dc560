import ConcurrencyExtras

/// Keeps an observation started by ``observe(_:)-(()->Void)`` alive: it ends when the token is
/// cancelled or released.
///
/// ```swift
/// var tokens: Set<ObserveToken> = []
/// observe { print(model.count) }.store(in: &tokens)
/// tokens.removeAll()  // the observation ends
/// ```
public final class ObserveToken: Sendable, HashableObject {
  private let cancelled = LockIsolated(false)

  /// What cancelling the token does; it runs once, at the first ``cancel()`` or when the token is
  /// released.
  public let onCancel: @Sendable () -> Void

  /// A token that runs `onCancel` when it is cancelled or released.
  public init(onCancel: @escaping @Sendable () -> Void = {}) {
    self.onCancel = onCancel
  }

  deinit {
    self.cancel()
  }

  /// Whether the token has been cancelled.
  public var isCancelled: Bool {
    self.cancelled.value
  }

  /// Ends the observation: its closure is not called again.
  public func cancel() {
    let wasCancelled = self.cancelled.withValue { cancelled in
      defer { cancelled = true }
      return cancelled
    }
    guard !wasCancelled else { return }
    self.onCancel()
  }

  /// Keeps the token in a collection, so that the observation lasts as long as it holds it.
  public func store(in collection: inout some RangeReplaceableCollection<ObserveToken>) {
    collection.append(self)
  }

  /// Keeps the token in a set, so that the observation lasts as long as the set holds it.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }
}

/// The name swift-navigation gave ``ObserveToken`` before.
@available(*, deprecated, renamed: "ObserveToken")
public typealias ObservationToken = ObserveToken
