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
    /// The sync-up as it was when the form opened, so that saving can apply only what the user
    /// changed; `nil` in a form decoded from elsewhere, which then saves as a whole.
    ///
    /// Neither compared nor encoded: it is where the edit started, not what the form shows, and
    /// upstream's form state (and so a recording's) has only `focus` and `syncUp`.
    var syncUpAsOpened: SyncUp?

    /// A form on `syncUp`; a sync-up without attendees gets an empty one to fill in.
    init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
      self.syncUpAsOpened = syncUp
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: uuid()))
      }
    }

    /// A form as it stands, with where its edit started: how a test generated from a recording
    /// writes one (a recording does not hold `syncUpAsOpened`, so there it is `nil`).
    init(focus: Field?, syncUp: SyncUp, syncUpAsOpened: SyncUp?) {
      self.focus = focus
      self.syncUp = syncUp
      self.syncUpAsOpened = syncUpAsOpened
    }

    private enum CodingKeys: String, CodingKey {
      case focus, syncUp
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.focus = try container.decodeIfPresent(Field.self, forKey: .focus)
      self.syncUp = try container.decode(SyncUp.self, forKey: .syncUp)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(self.focus, forKey: .focus)
      try container.encode(self.syncUp, forKey: .syncUp)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.focus == rhs.focus && lhs.syncUp == rhs.syncUp
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
