import ComposableArchitecture
import Foundation

/// Edits a sync-up: its title, duration, theme and attendees. Used to add a sync-up and to edit
/// one; the presenting feature decides what saving means.
@Reducer
struct SyncUpForm {
  @ObservableState
  struct State: Codable, Equatable, Sendable {
    var focus: Field? = .title
    var syncUp: SyncUp

    /// A form on `syncUp`; a sync-up without attendees gets an empty one to fill in.
    init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: uuid()))
      }
    }

    /// The fields that can have the keyboard focus.
    enum Field: Codable, Hashable, Sendable {
      case attendee(Attendee.ID)
      case title
    }
  }

  enum Action: BindableAction, Codable, Equatable, Sendable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case onDeleteAttendees(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: self.uuid())
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .binding:
        return .none

      case let .onDeleteAttendees(indices):
        state.syncUp.attendees.remove(atOffsets: indices)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: self.uuid()))
        }
        guard let firstIndex = indices.first else { return .none }
        let index = min(firstIndex, state.syncUp.attendees.count - 1)
        state.focus = .attendee(state.syncUp.attendees[index].id)
        return .none
      }
    }
  }
}

extension SyncUp {
  /// The sync-up as saved from a form: attendees without a name are dropped, but one always
  /// remains.
  func removingBlankAttendees() -> SyncUp {
    var syncUp = self
    syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
    if syncUp.attendees.isEmpty, let first = self.attendees.first {
      syncUp.attendees.append(first)
    }
    return syncUp
  }
}
