import ComposableArchitecture

/// Asynchronous effects: round trips and cancellation.
func effectBenchmarks() {
  // One effect that sends one action back, awaited until that action has been processed.
  mainActorAsyncBenchmark("Effect.run.roundTrip") {
    Store(initialState: Effects.State()) { Effects() }
  } operation: { store in
    await store.send(.roundTripStarted).finish()
  }

  // 10,000 such effects started at once, then all awaited.
  mainActorAsyncBenchmark(
    "Effect.run.roundTrip.concurrent(10_000) (per batch)", configuration: .perBatch
  ) {
    Store(initialState: Effects.State()) { Effects() }
  } operation: { store in
    let tasks = (0..<10_000).map { _ in store.send(.roundTripStarted) }
    for task in tasks { await task.finish() }
  }

  // Start a long-living effect cancellable by id, cancel it by id, and await its end.
  mainActorAsyncBenchmark("Effect.cancel") {
    Store(initialState: Effects.State()) { Effects() }
  } operation: { store in
    let task = store.send(.longLivingStarted)
    store.send(.longLivingCancelled)
    await task.finish()
  }
}

struct Effects: Reducer {
  struct State {
    var responses = 0
  }

  enum Action {
    case longLivingCancelled
    case longLivingStarted
    case roundTripResponse
    case roundTripStarted
  }

  enum CancelID {
    case longLiving
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .longLivingCancelled:
        return .cancel(id: CancelID.longLiving)
      case .longLivingStarted:
        return .run { _ in
          try await Task.sleep(for: .seconds(3_600))
        }
        .cancellable(id: CancelID.longLiving)
      case .roundTripResponse:
        state.responses += 1
        return .none
      case .roundTripStarted:
        return .run { send in
          await send(.roundTripResponse)
        }
      }
    }
  }
}
