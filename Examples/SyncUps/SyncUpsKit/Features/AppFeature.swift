import ComposableArchitecture

/// The whole app: the list of sync-ups at the root, and a stack of screens pushed over it.
@Reducer
struct AppFeature {
  @Reducer
  enum Path {
    case detail(SyncUpDetail)
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)
  }

  @ObservableState
  struct State: Codable, Equatable {
    var path = StackState<Path.State>()
    var syncUpsList = SyncUpsList.State()
  }

  enum Action: Codable {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
    /// A browser tab loaded or went to a URL path: the app shows the screen it names (see
    /// `State.urlPath`).
    case urlPathChanged(String)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .detail(.delegate(delegateAction)))):
        switch delegateAction {
        case let .startMeeting(syncUp):
          state.path.append(.record(RecordMeeting.State(syncUp: syncUp)))
          return .none
        }

      case .path:
        return .none

      case .syncUpsList:
        return .none

      case let .urlPathChanged(urlPath):
        state.navigate(toURLPath: urlPath)
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Codable, Equatable {}
extension AppFeature.Path.Action: Codable {}
