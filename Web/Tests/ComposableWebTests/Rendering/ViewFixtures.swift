import ComposableArchitecture
import ComposableViews

// Features as the examples build them, with the views the terminal shows: a counter with an
// alert and a spinner, and sync-ups in small (a list, a form sheet, a delete alert, a stack).

@Reducer
struct ViewCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isLoading = false
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case decrementButtonTapped
    case incrementButtonTapped
    case loadingToggled
    case resetButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmReset
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmReset)): state.count = 0
      case .alert: break
      case .decrementButtonTapped: state.count -= 1
      case .incrementButtonTapped: state.count += 1
      case .loadingToggled: state.isLoading.toggle()
      case .resetButtonTapped:
        state.alert = AlertState {
          TextState("Reset the count?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
      return .none
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct ViewCounterView: View {
  let store: StoreOf<ViewCounter>

  var body: some View {
    VStack(spacing: 1) {
      Text("Counter").bold()
      Text("\(store.count)").bold().foregroundColor(.cyan)
      HStack {
        Button("Decrement", key: "-") { store.send(.decrementButtonTapped) }
        Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
      }
      Section("More") {
        Button("Reset", key: "r") { store.send(.resetButtonTapped) }
        if store.isLoading {
          ProgressView("Loading…")
        }
      }
    }
    .alert(store.scope(state: \.alert, action: \.alert))
  }
}

struct WebSyncUp: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var theme: WebTheme = .bubblegum
  var isReminderOn = false
}

enum WebTheme: String, CaseIterable, Equatable, Hashable, Sendable {
  case bubblegum, buttercup, lavender
}

@Reducer
struct WebSyncUpsList {
  @ObservableState
  struct State: Equatable {
    var syncUps: IdentifiedArrayOf<WebSyncUp> = []
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action {
    case addButtonTapped
    case confirmAddButtonTapped
    case deleteButtonTapped(id: WebSyncUp.ID)
    case destination(PresentationAction<Destination.Action>)
    case openButtonTapped(id: WebSyncUp.ID)
    case path(StackActionOf<Path>)
  }

  @Reducer(state: .equatable)
  enum Destination {
    case add(WebSyncUpForm)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion(id: WebSyncUp.ID)
    }
  }

  @Reducer(state: .equatable)
  enum Path {
    case detail(WebSyncUpDetail)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(
          WebSyncUpForm.State(syncUp: WebSyncUp(id: state.syncUps.count + 1, title: "")))
      case .confirmAddButtonTapped:
        guard let form = state.destination?.add else { break }
        state.syncUps.append(form.syncUp)
        state.destination = nil
      case let .deleteButtonTapped(id):
        state.destination = .alert(
          AlertState {
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
        state.path.append(.detail(WebSyncUpDetail.State(syncUp: syncUp)))
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
struct WebSyncUpForm {
  @ObservableState
  struct State: Equatable {
    var syncUp: WebSyncUp
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct WebSyncUpDetail {
  @ObservableState
  struct State: Equatable {
    var syncUp: WebSyncUp
  }

  enum Action {
    case startMeetingButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

struct WebSyncUpsListView: View {
  @Bindable var store: StoreOf<WebSyncUpsList>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.syncUps) { syncUp in
          HStack {
            Button(syncUp.title) { store.send(.openButtonTapped(id: syncUp.id)) }
            Button("Delete", role: .destructive) {
              store.send(.deleteButtonTapped(id: syncUp.id))
            }
          }
        }
      }
      .navigationTitle("Daily Sync-ups")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("New sync-up", key: "n") { store.send(.addButtonTapped) }
        }
      }
      .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) {
        formStore in
        WebSyncUpFormView(store: formStore)
          .navigationTitle("New sync-up")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel", key: .escape) { store.send(.destination(.dismiss)) }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Add", key: .control("s")) { store.send(.confirmAddButtonTapped) }
            }
          }
      }
      .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    } destination: { store in
      if let detailStore = store.scope(state: \.detail, action: \.detail) {
        WebSyncUpDetailView(store: detailStore)
      }
    }
  }
}

struct WebSyncUpFormView: View {
  @Bindable var store: StoreOf<WebSyncUpForm>

  var body: some View {
    Form {
      Section("Sync-up info") {
        TextField("Title", text: $store.syncUp.title)
        Toggle("Reminders", isOn: $store.syncUp.isReminderOn)
        Picker("Theme", selection: $store.syncUp.theme) {
          ForEach(WebTheme.allCases, id: \.self) { theme in
            Text(theme.rawValue)
          }
        }
      }
    }
  }
}

struct WebSyncUpDetailView: View {
  let store: StoreOf<WebSyncUpDetail>

  var body: some View {
    VStack {
      Text(store.syncUp.title).bold()
      Button("Start meeting", key: "m") { store.send(.startMeetingButtonTapped) }
    }
    .toolbar {
      ToolbarItem(placement: .status) {
        Text("Drafted")
      }
      ToolbarItem(placement: .bottomBar) {
        Button("Delete", role: .destructive) {}
      }
    }
    .navigationTitle(store.syncUp.title)
  }
}
