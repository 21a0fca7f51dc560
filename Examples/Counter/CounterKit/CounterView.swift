import ComposableArchitecture
import ComposableTerminal

/// The counter's screen: the count, its buttons, the fact (or a spinner while it loads),
/// the timer, and an alert when a fact could not be fetched.
struct CounterView: View {
  let store: StoreOf<CounterFeature>
  /// Whether to show what only a terminal needs: the key hint and the Quit button. A browser
  /// tab has its own ways to move and to leave.
  var showsTerminalControls = true

  var body: some View {
    VStack(spacing: 1) {
      Text("Counter").bold()
      Text("\(store.count)").bold().foregroundColor(.cyan)
      HStack {
        Button("Decrement", key: "-") { store.send(.decrementButtonTapped) }
        Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
      }
      Section("Number fact") {
        Button("Get fact", key: "f") { store.send(.factButtonTapped) }
        if store.isLoading {
          ProgressView("Fetching a fact about \(store.count)…")
        } else if let fact = store.fact {
          Text(fact)
        }
      }
      Section("Timer") {
        Button(store.isTimerRunning ? "Stop timer" : "Start timer", key: "t") {
          store.send(.toggleTimerButtonTapped)
        }
      }
    }
    .toolbar {
      ToolbarItem(placement: .status) {
        if showsTerminalControls {
          Text("Tab/arrows move, Enter presses").dim()
        }
      }
      ToolbarItem(placement: .bottomBar) {
        if showsTerminalControls {
          Button("Quit", key: "q") { TerminalApp.quit() }
        }
      }
    }
    .alert(store.scope(state: \.alert, action: \.alert))
  }
}
