import ComposableArchitecture

/// What debugging facilities cost when they are switched off.
func debugBenchmarks() {
  // No debug reducer at all: the reference for the others.
  mainActorBenchmark("Debug.none") {
    Store(initialState: Counter.State()) { Counter() }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  mainActorBenchmark("Debug.printChanges.off") {
    Store(initialState: Counter.State()) { Counter()._printChanges(nil) }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  // Switched on, with the report discarded: the price of diffing, for comparison.
  mainActorBenchmark("Debug.printChanges.on (output discarded)") {
    Store(initialState: Counter.State()) { Counter()._printChanges(.customDump { _ in }) }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }
}
