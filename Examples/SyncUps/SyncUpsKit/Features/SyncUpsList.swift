import ComposableArchitecture
import Foundation

/// The list of sync-ups, kept in a file, and the sheet that adds one.
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
    case dismissAddSyncUpButtonTapped
    case onDelete(IndexSet)
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
        guard let newSyncUp = state.addSyncUp?.syncUp.removingBlankAttendees() else {
          return .none
        }
        state.addSyncUp = nil
        state.$syncUps.withLock { _ = $0.append(newSyncUp) }
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.addSyncUp = nil
        return .none

      case let .onDelete(indices):
        state.$syncUps.withLock { $0.remove(atOffsets: indices) }
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) {
      SyncUpForm()
    }
  }
}
