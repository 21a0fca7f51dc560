// What the navigation and bindings articles treat as known: the SyncUps app's models and the
// features they present but do not show. Scripts/check-snippets compiles it with the blocks that
// say `uses SyncUps`.
import ComposableArchitecture
import Foundation

struct Attendee: Equatable, Identifiable, Sendable {
  let id: UUID
  var name = ""
}

struct SyncUp: Equatable, Identifiable, Sendable {
  let id: UUID
  var attendees: IdentifiedArrayOf<Attendee> = []
  var minutes = 5
  var title = ""
}

@Reducer
struct SyncUpDetail {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var syncUp: SyncUp
  }
  enum Action {
    case deleteButtonTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case startMeetingButtonTapped
    @CasePathable
    enum Delegate {
      case deleteSyncUp(id: SyncUp.ID)
    }
  }
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    @CasePathable
    enum Alert: Equatable { case confirmDeletion }
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        return .run { [id = state.syncUp.id] send in
          await send(.delegate(.deleteSyncUp(id: id)))
          await self.dismiss()
        }
      case .delegate, .destination, .startMeetingButtonTapped:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension SyncUpDetail.Destination.State: Equatable {}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  static let deleteSyncUp = Self {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
  } message: {
    TextState("Are you sure you want to delete this sync-up?")
  }
}

@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    var syncUp: SyncUp
  }
  enum Action {
    case endMeetingButtonTapped
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
