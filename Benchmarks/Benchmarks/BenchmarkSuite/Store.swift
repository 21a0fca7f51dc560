import ComposableArchitecture
import Synchronization

/// Synchronous sends to a root store, with and without an observer.
func storeBenchmarks() {
  mainActorBenchmark("Store.send") {
    Store(initialState: Counter.State()) { Counter() }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  // The same send from inside a task on the main actor, as an effect's `send` makes it.
  mainActorAsyncBenchmark("Store.send.inTask") {
    Store(initialState: Counter.State()) { Counter() }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  // The state `@ObservableState`, with nobody observing it: what the registrar calls cost by
  // themselves.
  mainActorBenchmark("Store.send.observableState") {
    Store(initialState: ObservableCounter.State()) { ObservableCounter() }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  // An observer of `count`, as a view showing it: each send notifies it, and it tracks again (as
  // a view does when it renders the new value).
  mainActorBenchmark("Store.send.observed(count)") {
    StoreObserver(
      store: Store(initialState: ObservableCounter.State()) { ObservableCounter() },
      field: \.count
    )
  } operation: { observer in
    observer.store.send(.incrementButtonTapped)
    observer.trackIfNotified()
  }

  // An observer of a field the action does not touch: it must never be notified.
  mainActorBenchmark("Store.send.observed(unrelated)") {
    StoreObserver(
      store: Store(initialState: ObservableCounter.State()) { ObservableCounter() },
      field: \.unrelated
    )
  } operation: { observer in
    observer.store.send(.incrementButtonTapped)
    observer.trackIfNotified()
  }
}

/// Tracks one field of a store's state through the Observation module, the way a view would.
@MainActor
final class StoreObserver {
  let store: StoreOf<ObservableCounter>
  let field: KeyPath<ObservableCounter.State, Int>
  private let notifications = Notifications()
  private var trackedNotifications = 0

  init(store: StoreOf<ObservableCounter>, field: KeyPath<ObservableCounter.State, Int>) {
    self.store = store
    self.field = field
    self.track()
  }

  /// Tracks the field again if a change was reported since it was last tracked.
  func trackIfNotified() {
    let count = self.notifications.count.load(ordering: .relaxed)
    guard count != self.trackedNotifications else { return }
    self.trackedNotifications = count
    self.track()
  }

  private func track() {
    let notifications = self.notifications
    withObservationTracking {
      blackHole(self.store.state[keyPath: self.field])
    } onChange: {
      notifications.count.add(1, ordering: .relaxed)
    }
  }

  private final class Notifications: Sendable {
    let count = Atomic(0)
  }
}
