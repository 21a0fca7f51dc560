import ComposableArchitecture
import ComposableViews

// The view stores deprecated in TCA 1.7, as codebases not yet migrated write them. Deprecated
// themselves, as upstream's case studies keep them, so that using the deprecated API warns nowhere.
@Reducer
struct TimerList {
  @ObservableState
  struct State: Equatable {
    var timers: IdentifiedArrayOf<Timer.State> = []
    var selected: Timer.State?
  }

  enum Action {
    case timers(IdentifiedActionOf<Timer>)
    case selected(Timer.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.timers, action: \.timers) { Timer() }
      .ifLet(\.selected, action: \.selected) { Timer() }
  }
}

@available(*, deprecated)
struct TimerListView: View {
  let store: StoreOf<TimerList>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Text("\(viewStore.timers.count) timers")
      Toggle("Selected", isOn: viewStore.binding(get: { $0.selected != nil }, send: .selected(.stopButtonTapped)))
    }
    ForEachStore(store.scope(state: \.timers, action: \.timers)) { timerStore in
      WithViewStore(timerStore, observe: \.title) { viewStore in
        Button(viewStore.state) { viewStore.send(.startButtonTapped) }
      }
    }
    IfLetStore(store.scope(state: \.selected, action: \.selected)) { timerStore in
      TimerDetailView(store: timerStore)
    } else: {
      Text("Select a timer")
    }
  }
}

@available(*, deprecated)
struct TimersDestinationView: View {
  let store: Store<Timers.Destination.State, Timers.Destination.Action>

  var body: some View {
    SwitchStore(store) { state in
      switch state {
      case .add:
        CaseLet(\Timers.Destination.State.add, action: Timers.Destination.Action.add) { timerStore in
          TimerDetailView(store: timerStore)
        }
      case .edit:
        CaseLet(\Timers.Destination.State.edit, action: Timers.Destination.Action.edit) { timerStore in
          TimerDetailView(store: timerStore)
        }
      default:
        Text("Something else")
      }
    }
  }
}
