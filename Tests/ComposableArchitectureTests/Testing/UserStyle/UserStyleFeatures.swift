import ComposableArchitecture

// Features as a user writes them, for suites written as a user writes them (see
// UserStyleSuites.swift).

@Reducer
struct UserStyleTimer {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isTimerRunning = false
  }

  enum Action {
    case timerTick
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .timerTick:
        state.count += 1
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else {
          return .cancel(id: CancelID.timer)
        }
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }
}

@Reducer
struct UserStyleSearch {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action {
    case queryChanged(String)
    case searchResponse([String])
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          await send(.searchResponse(["\(query) 1", "\(query) 2"]))
        }
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: self.clock)
      case let .searchResponse(results):
        state.results = results
        return .none
      }
    }
  }
}

@Reducer
struct UserStyleToast {
  @ObservableState
  struct State: Equatable {
    var message: String?
  }

  enum Action {
    case hide
    case show(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .hide:
        state.message = nil
        return .none
      case let .show(message):
        state.message = message
        return .run { send in
          try await self.clock.sleep(for: .seconds(2))
          await send(.hide)
        }
      }
    }
  }
}
