import ComposableArchitecture
import ComposableViews

// A sync-ups app in small, as the SyncUps example builds it: a list of sync-ups with a "new"
// sheet holding a form, a delete alert, and a detail screen per sync-up in a stack.

struct SyncUp: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var theme: Theme = .bubblegum
  var isReminderOn = false
}

enum Theme: String, CaseIterable, Equatable, Hashable, Sendable {
  case bubblegum, buttercup, lavender
}

@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    var syncUps: IdentifiedArrayOf<SyncUp> = []
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action {
    case addButtonTapped
    case confirmAddButtonTapped
    case deleteButtonTapped(id: SyncUp.ID)
    case destination(PresentationAction<Destination.Action>)
    case openButtonTapped(id: SyncUp.ID)
    case path(StackActionOf<Path>)
  }

  @Reducer(state: .equatable)
  enum Destination {
    case add(SyncUpForm)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion(id: SyncUp.ID)
    }
  }

  @Reducer(state: .equatable)
  enum Path {
    case detail(SyncUpDetail)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: state.syncUps.count + 1, title: "")))
      case .confirmAddButtonTapped:
        guard let form = state.destination?.add else { break }
        state.syncUps.append(form.syncUp)
        state.destination = nil
      case let .deleteButtonTapped(id):
        state.destination = .alert(AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id: id)) { TextState("Yes") }
          ButtonState(role: .cancel) { TextState("Nevermind") }
        } message: {
          TextState("Are you sure you want to delete this sync-up?")
        })
      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.syncUps.remove(id: id)
      case .destination:
        break
      case let .openButtonTapped(id):
        guard let syncUp = state.syncUps[id: id] else { break }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
      case .path:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
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
struct SyncUpDetail {
  @ObservableState
  struct State: Equatable {
    var syncUp: SyncUp
  }

  enum Action {
    case startMeetingButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

struct SyncUpsListView: View {
  @Bindable var store: StoreOf<SyncUpsList>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.syncUps) { syncUp in
          HStack {
            Button(syncUp.title) { store.send(.openButtonTapped(id: syncUp.id)) }
            Button("Delete", role: .destructive) { store.send(.deleteButtonTapped(id: syncUp.id)) }
          }
        }
      }
      .navigationTitle("Daily Sync-ups")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("New sync-up", key: "n") { store.send(.addButtonTapped) }
        }
      }
      .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { formStore in
        SyncUpFormView(store: formStore)
          .toolbar {
            ToolbarItem(placement: .confirmationAction) {
              Button("Add", key: .control("s")) { store.send(.confirmAddButtonTapped) }
            }
          }
      }
      .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    } destination: { store in
      if let detailStore = store.scope(state: \.detail, action: \.detail) {
        SyncUpDetailView(store: detailStore)
      }
    }
  }
}

struct SyncUpFormView: View {
  @Bindable var store: StoreOf<SyncUpForm>

  var body: some View {
    Form {
      Section("Sync-up info") {
        TextField("Title", text: $store.syncUp.title)
        Toggle("Reminders", isOn: $store.syncUp.isReminderOn)
        Picker("Theme", selection: $store.syncUp.theme) {
          ForEach(Theme.allCases, id: \.self) { theme in
            Text(theme.rawValue)
          }
        }
      }
    }
  }
}

struct SyncUpDetailView: View {
  let store: StoreOf<SyncUpDetail>

  var body: some View {
    VStack {
      Text(store.syncUp.title).bold()
      Button("Start meeting", key: "m") { store.send(.startMeetingButtonTapped) }
    }
    .navigationTitle(store.syncUp.title)
  }
}
