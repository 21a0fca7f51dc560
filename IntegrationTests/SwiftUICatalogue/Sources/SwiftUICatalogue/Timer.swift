import ComposableArchitecture

// A feature the catalogue's views are written against, in upstream's shape.
@Reducer
struct Timer {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var secondsElapsed = 0
    var isRunning = false
    var attendees: [String] = ["Blob", "Blob Jr"]
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case startButtonTapped
    case stopButtonTapped
    case resetButtonTapped
    case deleteAttendeeButtonTapped(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .startButtonTapped:
        state.isRunning = true
        return .none
      case .stopButtonTapped:
        state.isRunning = false
        return .none
      case .resetButtonTapped:
        state.secondsElapsed = 0
        return .none
      case let .deleteAttendeeButtonTapped(name):
        state.attendees.removeAll { $0 == name }
        return .none
      }
    }
  }
}
