import ComposableArchitecture

// Scrumdinger-shaped features, written as in the tour: a list of sync-ups with an "add" sheet and
// a deletion alert, a detail screen with an "edit" sheet and a delegate, and a meeting recorder
// with a timer and an alert, all in a stack.

struct SyncUp: Equatable, Identifiable, Sendable {
  var id: Int
  var title = ""
  var attendees: [String] = []
  var minutes = 5
  var meetings: [String] = []
}

@Reducer
struct SyncUpForm {
  @ObservableState
  struct State: Equatable {
    var syncUp: SyncUp
  }
  enum Action: BindableAction, Equatable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case onTask
    case titleSuggested(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        state.syncUp.attendees.append("")
        return .none
      case .binding:
        return .none
      case .onTask:
        // Suggests a title if the user has not typed one after a while.
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.titleSuggested("Daily standup"))
        }
      case let .titleSuggested(title):
        if state.syncUp.title.isEmpty {
          state.syncUp.title = title
        }
        return .none
      }
    }
  }
}

@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    var syncUps: IdentifiedArrayOf<SyncUp> = []
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    case deleteButtonTapped(id: SyncUp.ID)
    case destination(PresentationAction<Destination.Action>)
    case discardButtonTapped
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case add(SyncUpForm)
    case alert(AlertState<Alert>)
    @CasePathable
    enum Alert: Equatable { case confirmDeletion(id: SyncUp.ID) }
  }

  @Dependency(\.nextID) var nextID

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: self.nextID())))
        return .none
      case .confirmAddSyncUpButtonTapped:
        guard case let .add(form) = state.destination else { return .none }
        state.syncUps.append(form.syncUp)
        state.destination = nil
        return .none
      case let .deleteButtonTapped(id):
        state.destination = .alert(.deleteSyncUp(id: id))
        return .none
      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.syncUps.remove(id: id)
        return .none
      case .destination:
        return .none
      case .discardButtonTapped:
        state.destination = nil
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == SyncUpsList.Destination.Alert {
  static func deleteSyncUp(id: SyncUp.ID) -> Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
        TextState("Yes")
      }
      ButtonState(role: .cancel) {
        TextState("Nevermind")
      }
    } message: {
      TextState("Are you sure you want to delete this sync-up?")
    }
  }
}

@Reducer
struct SyncUpDetail {
  @ObservableState
  struct State: Equatable {
    var syncUp: SyncUp
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    @CasePathable
    enum Delegate: Equatable {
      case deleteSyncUp(id: SyncUp.ID)
      case syncUpUpdated(SyncUp)
    }
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)
    @CasePathable
    enum Alert: Equatable { case confirmDeletion }
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
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
            ButtonState(role: .cancel) { TextState("Nevermind") }
          }
        )
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        return .run { [id = state.syncUp.id] send in
          await send(.delegate(.deleteSyncUp(id: id)))
          await self.dismiss()
        }
      case .destination:
        return .none
      case .doneEditingButtonTapped:
        guard let form = state.destination?.edit else { return .none }
        state.syncUp = form.syncUp
        state.destination = nil
        return .send(.delegate(.syncUpUpdated(form.syncUp)))
      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    var syncUp: SyncUp
    var secondsElapsed = 0
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case endMeetingButtonTapped
    case onTask
    case timerTick
    @CasePathable
    enum Alert: Equatable { case confirmDiscard, confirmSave }
    @CasePathable
    enum Delegate: Equatable { case save(transcript: String) }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await self.dismiss() }
      case .alert(.presented(.confirmSave)):
        return .run { send in
          await send(.delegate(.save(transcript: "N/A")))
          await self.dismiss()
        }
      case .alert, .delegate:
        return .none
      case .endMeetingButtonTapped:
        state.alert = AlertState {
          TextState("End meeting?")
        } actions: {
          ButtonState(action: .confirmSave) { TextState("Save and end") }
          ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
          ButtonState(role: .cancel) { TextState("Resume") }
        }
        return .none
      case .onTask:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        guard state.secondsElapsed >= state.syncUp.minutes * 60 else { return .none }
        return .run { send in
          await send(.delegate(.save(transcript: "N/A")))
          await self.dismiss()
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var syncUps: IdentifiedArrayOf<SyncUp> = []
  }
  enum Action: Equatable {
    case path(StackActionOf<Path>)
    case syncUpTapped(id: SyncUp.ID)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Path {
    case detail(SyncUpDetail)
    case record(RecordMeeting)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .detail(.delegate(delegate)))):
        switch delegate {
        case let .deleteSyncUp(id):
          state.syncUps.remove(id: id)
        case let .syncUpUpdated(syncUp):
          state.syncUps[id: syncUp.id] = syncUp
        }
        return .none
      case let .path(.element(id, .record(.delegate(.save(transcript))))):
        guard let detailID = state.path.ids.dropLast().last,
          case var .detail(detail) = state.path[id: detailID],
          state.path[id: id] != nil
        else { return .none }
        detail.syncUp.meetings.insert(transcript, at: 0)
        state.path[id: detailID] = .detail(detail)
        state.syncUps[id: detail.syncUp.id] = detail.syncUp
        return .none
      case .path:
        return .none
      case let .syncUpTapped(id):
        guard let syncUp = state.syncUps[id: id] else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

/// A counter dependency for deterministic ids in the fixtures.
struct NextID: Sendable {
  let counter = LockIsolated(0)
  func callAsFunction() -> Int {
    self.counter.withValue {
      $0 += 1
      return $0
    }
  }
}

extension NextID: DependencyKey {
  static var liveValue: NextID { NextID() }
  static var testValue: NextID { NextID() }
}

extension DependencyValues {
  var nextID: NextID {
    get { self[NextID.self] }
    set { self[NextID.self] = newValue }
  }
}
