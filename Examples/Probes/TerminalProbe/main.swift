import ComposableArchitecture
import ComposableTerminal
import Foundation

// A small app for the end-to-end script (terminal-tmux.sh): a text field to paste into, a
// button that keeps the main actor busy, and a reducer that prints its changes to standard
// output, which must never reach the screen.

@Reducer
struct Probe {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var submitted = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submitted
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .submitted:
        state.submitted += 1
        return .none
      }
    }
  }
}

struct ProbeView: View {
  @Bindable var store: StoreOf<Probe>

  var body: some View {
    VStack {
      Text("Probe").bold()
      TextField("Type or paste", text: $store.text)
        .onSubmit { store.send(.submitted) }
      Text("Length: \(store.text.count) Submitted: \(store.submitted)")
      Button("Busy", key: .control("b")) {
        // Blocks the main actor, as a slow synchronous computation would.
        Thread.sleep(forTimeInterval: 5)
      }
      Button("Quit", key: .escape) { TerminalApp.quit() }
    }
  }
}

@MainActor
func runProbe() async {
  let store = Store(initialState: Probe.State()) {
    Probe()._printChanges()
  }
  await TerminalApp.run { ProbeView(store: store) }
}

await runProbe()
