// What the terminal's presentation article treats as known: the SyncUps form and root features
// and the views of the screens it presents (`uses TerminalSyncUps`, with `uses SyncUps`).
import ComposableArchitecture
import ComposableTerminal

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
struct AppFeature {
  @ObservableState
  struct State {
    var path = StackState<Path.State>()
    var syncUpsList = SyncUpsList.State()
  }
  enum Action {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }
  @Reducer
  enum Path {
    case detail(SyncUpDetail)
    case record(RecordMeeting)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) { SyncUpsList() }
    EmptyReducer()
      .forEach(\.path, action: \.path)
  }
}

struct SyncUpFormView: View {
  let store: StoreOf<SyncUpForm>
  var body: some View {
    TextField("Title", text: Binding(get: { store.syncUp.title }, set: { store.syncUp.title = $0 }))
  }
}

struct SyncUpDetailView: View {
  let store: StoreOf<SyncUpDetail>
  var body: some View {
    Text(store.syncUp.title).bold()
    Button("Start meeting", key: "s") { store.send(.startMeetingButtonTapped) }
  }
}
