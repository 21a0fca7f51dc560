import ComposableArchitecture

/// Text a user typed, as hostile to a generated test as text gets: a title that reads as Swift
/// (`\#(6*7)`, `"#`), control characters, shown again in an alert (an `AlertState`, which a
/// generated test decodes from its recorded JSON), and a mode whose cases are named like Swift's
/// keywords (`` `init` ``, `` `self` ``, `` `Type` ``).
@Reducer
struct TitleFeature {
  @ObservableState
  struct State: Codable, Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var mode = Mode.plain
    var title = ""
  }

  enum Mode: Codable, Equatable {
    case plain
    case `init`
    case `self`
    case `Type`
  }

  enum Action: Codable {
    case alert(PresentationAction<Alert>)
    case modeChanged(Mode)
    case showButtonTapped
    case titleChanged(String)

    @CasePathable
    enum Alert: Codable, Equatable {
      case clear
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.clear)):
        state.title = ""
        return .none
      case .alert:
        return .none
      case .modeChanged(let mode):
        state.mode = mode
        return .none
      case .showButtonTapped:
        state.alert = AlertState {
          TextState(state.title)
        } actions: {
          ButtonState(role: .destructive, action: .clear) {
            TextState("Clear")
          }
        }
        return .none
      case .titleChanged(let title):
        state.title = title
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
