import ComposableArchitecture
import CounterKit
import SyncUpsKit

@MainActor
func run() {
  let counter = Store(initialState: Counter.State()) { Counter() }
  counter.send(.incrementButtonTapped)
  let syncUps = Store(initialState: SyncUps.State()) { SyncUps() }
  syncUps.send(.add("Design"))
  print("Counter: count \(counter.count), sync-ups \(syncUps.titles)")
}

MainActor.assumeIsolated { run() }
