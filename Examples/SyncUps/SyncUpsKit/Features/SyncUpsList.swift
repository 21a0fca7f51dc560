import ComposableArchitecture
import Foundation

/// The list of sync-ups, kept in a file, and the sheet that adds one.
@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Codable, Equatable {
    @Presents var addSyncUp: SyncUpForm.State?
    /// The row with the keyboard focus: a sync-up just added gets it, so Enter opens it.
    var focus: SyncUp.ID?
    @Shared(.syncUps) var syncUps
  }

  enum Action: BindableAction, Codable {
    case addSyncUpButtonTapped
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    case binding(BindingAction<State>)
    case confirmAddSyncUpButtonTapped
    case dismissAddSyncUpButtonTapped
    case onDelete(IndexSet)
    case reapplyRejectedChangesButtonTapped
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: self.uuid()))
        return .none

      case .addSyncUp, .binding:
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard let newSyncUp = state.addSyncUp?.syncUp.removingBlankAttendees() else {
          return .none
        }
        state.addSyncUp = nil
        state.focus = newSyncUp.id
        state.$syncUps.withLock { _ = $0.append(newSyncUp) }
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.addSyncUp = nil
        return .none

      case let .onDelete(indices):
        state.$syncUps.withLock { $0.remove(atOffsets: indices) }
        return .none

      case .reapplyRejectedChangesButtonTapped:
        // Over the other person's change, which the list now shows: a new save, against it.
        let error = state.$syncUps.saveError
        guard RejectedSyncUps.kept(by: error) != nil else { return .none }
        state.$syncUps.withLock { $0 = RejectedSyncUps.reapplying(error, to: $0) }
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) {
      SyncUpForm()
    }
  }
}
