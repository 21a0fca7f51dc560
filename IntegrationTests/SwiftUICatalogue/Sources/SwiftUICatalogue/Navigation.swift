import ComposableArchitecture
import ComposableViews

// Stack and tree navigation as upstream's SyncUps writes it: `NavigationStack(path:)` over
// `$store.scope`, rows that are `NavigationLink(state:)` in both forms, and every presentation
// modifier taking `$store.scope(state:action:)`.
@Reducer
struct Timers {
  @ObservableState
  struct State: Equatable {
    var timers: IdentifiedArrayOf<Timer.State> = []
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }

  @Reducer(state: .equatable)
  enum Path {
    case detail(Timer)
  }

  @Reducer(state: .equatable)
  enum Destination {
    case add(Timer)
    case edit(Timer)
    case cover(Timer)
    case meeting(Timer)
    case alert(AlertState<Alert>)
    case dialog(ConfirmationDialogState<Alert>)

    @CasePathable
    enum Alert: Equatable { case confirmDeletion }
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path)
      .ifLet(\.$destination, action: \.destination)
  }
}

extension Timer.State: Identifiable {
  var id: String { title }
}

struct TimersView: View {
  @Bindable var store: StoreOf<Timers>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.timers) { timer in
          NavigationLink(state: Timers.Path.State.detail(timer)) {
            Label(timer.title, systemImage: "timer")
          }
        }
        NavigationLink("First timer", state: store.timers.first.map(Timers.Path.State.detail))
      }
      .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { store in
        TimerDetailView(store: store)
      }
      .popover(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
        TimerDetailView(store: store)
      }
      .fullScreenCover(item: $store.scope(state: \.destination?.cover, action: \.destination.cover)) { store in
        TimerDetailView(store: store)
      }
      .navigationDestination(item: $store.scope(state: \.destination?.meeting, action: \.destination.meeting)) {
        store in
        TimerDetailView(store: store)
      }
      .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
      .confirmationDialog($store.scope(state: \.destination?.dialog, action: \.destination.dialog))
    } destination: { store in
      switch store.case {
      case let .detail(store):
        TimerDetailView(store: store)
      }
    }
  }
}
