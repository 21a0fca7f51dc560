import ComposableArchitecture

/// A whole test run: 1,000 steps, each a `send` whose effect sends an action back or the
/// `receive` of that action, with the expected state asserted at every step.
func testStoreBenchmarks() {
  mainActorAsyncBenchmark("TestStore.1000steps (per run)", configuration: .perBatch) {
    ()
  } operation: { _ in
    let store = TestStore(initialState: RoundTrip.State()) { RoundTrip() }
    for count in 1...500 {
      await store.send(.started)
      await store.receive(.response) { $0.count = count }
    }
  }
}

struct RoundTrip: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case response
    case started
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .response:
        state.count += 1
        return .none
      case .started:
        return .run { send in await send(.response) }
      }
    }
  }
}
