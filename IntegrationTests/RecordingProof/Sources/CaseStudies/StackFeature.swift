import ComposableArchitecture

/// A screen pushed onto a stack, counting on its own.
@Reducer
struct CounterScreen {
  @ObservableState
  struct State: Codable, Equatable {
    var count = 0
  }

  enum Action: Codable {
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

/// A navigation stack of counter screens, and a shared total every screen's tap adds to.
@Reducer
struct StackFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var path = StackState<CounterScreen.State>()
    @Shared(.inMemory("taps")) var taps = 0
  }

  enum Action: Codable {
    case path(StackActionOf<CounterScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(id: _, action: .incrementButtonTapped)):
        state.$taps.withLock { $0 += 1 }
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      CounterScreen()
    }
  }
}
