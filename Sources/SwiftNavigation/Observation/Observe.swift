import ConcurrencyExtras
import Observation

/// Observes the state that `apply` reads, calling it again after any of it changes: observation
/// outside of views, for example to drive a terminal screen or a log from a store or a model.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// let token = observe {
///   print("count:", store.count)
/// }
/// store.send(.incrementButtonTapped)  // soon prints "count: 1"
/// ```
///
/// `apply` runs once at once, tracked by the Observation module, then again after each change to
/// what it read, in a new task on `apply`'s isolation (the caller's, or the main actor's when it
/// has none); several changes made before it runs again are seen together. It can be called from
/// any isolation; observation lasts until the returned token is cancelled or released.
public func observe(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable () -> Void
) -> ObserveToken {
  let body = unisolated(apply)
  return ObservationLoop(isolation: apply.isolation, apply: { _ in body() }).start()
}

/// Observes the state that `apply` reads, as ``observe(_:)-(()->Void)`` does, passing the
/// transaction of the change that made it run again.
///
/// ```swift
/// observe { transaction in
///   print(model.count, transaction.isAnimated)
/// }
/// ```
///
/// The first call gets the transaction current where `observe` is called; later calls get the
/// one current where the change was made (``withUITransaction(_:_:)``). Values of keys that
/// conform to ``_UICustomTransactionKey`` wrap each call in the key's
/// ``_UICustomTransactionKey/perform(value:operation:)``.
public func observe(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable (
    _ transaction: UITransaction
  ) -> Void
) -> ObserveToken {
  ObservationLoop(isolation: apply.isolation, apply: unisolated(apply)).start()
}

/// Runs an observing closure, tracks what it reads and runs it again after each change, on the
/// closure's isolation, until cancelled.
private final class ObservationLoop: Sendable {
  private let isolation: (any Actor)?
  private let apply: @Sendable (UITransaction) -> Void
  private let isCancelled = LockIsolated(false)

  init(isolation: (any Actor)?, apply: @escaping @Sendable (UITransaction) -> Void) {
    self.isolation = isolation
    self.apply = apply
  }

  func start() -> ObserveToken {
    self.run(transaction: .current)
    return ObserveToken { [isCancelled] in isCancelled.setValue(true) }
  }

  private func run(transaction: UITransaction) {
    guard !self.isCancelled.value else { return }
    withObservationTracking {
      transaction.perform {
        self.apply(transaction)
      }
    } onChange: {
      // Called before the change is made, where it is made: its transaction is the current one.
      let transaction = UITransaction.current
      let isolation = self.isolation ?? MainActor.shared
      Task {
        await self.rerun(isolation: isolation, transaction: transaction)
      }
    }
  }

  private func rerun(isolation: isolated any Actor, transaction: UITransaction) {
    self.run(transaction: transaction)
  }
}

// `apply` is only ever called on its own isolation: at first by `observe`, which inherits the
// caller's (`apply`'s, by `@_inheritActorContext`), then by `ObservationLoop.rerun`, isolated to
// it. The synchronous call there, which the compiler cannot prove safe, goes through the plain
// function type, whose layout an `@isolated(any)` function shares (its isolation lives in its
// context).
private func unisolated<Argument>(
  _ apply: @escaping @isolated(any) @Sendable (Argument) -> Void
) -> @Sendable (Argument) -> Void {
  unsafeBitCast(apply, to: (@Sendable (Argument) -> Void).self)
}

private func unisolated(
  _ apply: @escaping @isolated(any) @Sendable () -> Void
) -> @Sendable () -> Void {
  unsafeBitCast(apply, to: (@Sendable () -> Void).self)
}
