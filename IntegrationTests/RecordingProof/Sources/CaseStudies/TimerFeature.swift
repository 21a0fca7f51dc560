import ComposableArchitecture

/// A timer on the continuous clock that ticks once a second until it is stopped.
@Reducer
struct TimerFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var isRunning = false
    var seconds = 0
  }

  enum Action: Codable {
    case tick
    case toggleButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tick:
        state.seconds += 1
        return .none
      case .toggleButtonTapped:
        state.isRunning.toggle()
        guard state.isRunning else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}
