import ComposableArchitecture
import Foundation

/// One sync-up: its settings, attendees and past meetings. It edits the sync-up in a sheet,
/// deletes it after a confirmation, and asks its parent to start a meeting.
@Reducer
struct SyncUpDetail {
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    enum Alert: Codable, Equatable, Sendable {
      case confirmDeletion
    }
  }

  @ObservableState
  struct State: Codable, Equatable {
    @Presents var destination: Destination.State?
    @Shared var syncUp: SyncUp
  }

  enum Action: Codable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    @CasePathable
    enum Delegate: Codable {
      case startMeeting(Shared<SyncUp>)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case let .deleteMeetings(atOffsets: indices):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: indices) }
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        @Shared(.syncUps) var syncUps
        $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
        return .run { _ in await self.dismiss() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard let form = state.destination?.edit else { return .none }
        let edited = form.syncUp.removingBlankAttendees()
        state.destination = nil
        // Only what the user changed: someone else's change made while the sheet was open stays.
        // Also applied again if a database refuses it for someone else's change to other fields.
        return state.$syncUp.withLockMergingIfRefused { syncUp in
          syncUp = form.syncUpAsOpened.map { syncUp.applyingEdits(from: $0, to: edited) } ?? edited
        }

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting(state.$syncUp)))
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Codable, Equatable {}
extension SyncUpDetail.Destination.Action: Codable {}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// Asks before deleting the sync-up.
  static let deleteSyncUp = Self {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Yes")
    }
    ButtonState(role: .cancel) {
      TextState("Nevermind")
    }
  } message: {
    TextState("Are you sure you want to delete this meeting?")
  }
}
