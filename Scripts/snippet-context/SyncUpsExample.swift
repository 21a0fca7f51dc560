// What the SyncUps example's article treats as known: the app's models and the features the
// article names but does not show, as in Examples/SyncUps (`uses SyncUpsExample`). The article's
// blocks supply the `.syncUps` key, the app feature and the dependency clients.
import ComposableArchitecture
import Foundation

struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var attendees: IdentifiedArrayOf<Attendee> = []
  var duration: Duration = .seconds(60 * 5)
  var meetings: IdentifiedArrayOf<Meeting> = []
  var title = ""
}

struct Attendee: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var name = ""
}

struct Meeting: Codable, Equatable, Hashable, Identifiable, Sendable {
  let id: UUID
  let date: Date
  var transcript: String
}

@Reducer
struct SyncUpForm {
  @ObservableState
  struct State: Equatable {
    var syncUp: SyncUp
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    @Presents var addSyncUp: SyncUpForm.State?
    @Shared(.syncUps) var syncUps
  }
  enum Action {
    case addSyncUpButtonTapped
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    case confirmAddSyncUpButtonTapped
  }
  @Dependency(\.uuid) var uuid
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: self.uuid()))
        return .none
      case .addSyncUp:
        return .none
      case .confirmAddSyncUpButtonTapped:
        guard let syncUp = state.addSyncUp?.syncUp else { return .none }
        state.addSyncUp = nil
        state.$syncUps.withLock { $0.append(syncUp) }
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) {
      SyncUpForm()
    }
  }
}

@Reducer
struct SyncUpDetail {
  @ObservableState
  struct State: Equatable {
    @Shared var syncUp: SyncUp
  }
  enum Action {
    case delegate(Delegate)
    case startMeetingButtonTapped
    @CasePathable
    enum Delegate {
      case startMeeting(Shared<SyncUp>)
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none
      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting(state.$syncUp)))
      }
    }
  }
}

@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    @Shared var syncUp: SyncUp
  }
  enum Action {
    case nextButtonTapped
  }
  @Dependency(\.terminalBell) var terminalBell
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      .run { _ in await self.terminalBell.ring() }
    }
  }
}
