import ComposableArchitecture
import ComposableViews

// Upstream 1.25's enum scopes, as its SyncUps detail writes them: an ignored alert case with an
// explicit `Action`, and bindings that scope to the whole destination (`\.$destination`) and
// reach each case with trailing dot syntax.
@Reducer
struct TimerDetail {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(Timer)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(Timer.Action)
    }

    @CasePathable
    enum Alert {
      case confirmDeletion
    }
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    var timer: Timer.State
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}

struct TimerDetailScreen: View {
  @Bindable var store: StoreOf<TimerDetail>

  var body: some View {
    Text(store.timer.title)
      .alert($store.scope(state: \.$destination, action: \.destination).alert)
      .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) { editStore in
        TimerDetailView(store: editStore)
      }
  }
}
