import ComposableArchitecture

/// The feature most benchmarks send actions to: the smallest useful reducer.
@Reducer
struct Counter {
  struct State {
    var count = 0
    var unrelated = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// The same counter with `@ObservableState`: every field reports reads and writes to an
/// observation registrar.
struct ObservableCounter: Reducer {
  @ObservableState
  struct State {
    var count = 0
    var unrelated = 0
  }

  typealias Action = Counter.Action

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
