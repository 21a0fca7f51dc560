import ComposableArchitecture
import ComposableTerminal

/// The counter's screen: the count, its buttons, the fact (or a spinner while it loads),
/// the timer, and an alert when a fact could not be fetched.
struct CounterView: View {
  let store: StoreOf<CounterFeature>

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
        if let message = store.factError {
          FactErrorAlert(message: message) { store.send(.factErrorDismissed) }
        }
      }
      Section("Timer") {
        Button(store.isTimerRunning ? "Stop timer" : "Start timer", key: "t") {
          store.send(.toggleTimerButtonTapped)
        }
      }
      Spacer()
      Divider()
      HStack {
        Text("Tab/arrows move, Enter presses").dim()
        Spacer()
        Button("Quit", key: "q") { TerminalApp.quit() }
      }
    }
  }
}

/// The error shown when a fact could not be fetched; Esc or its button dismisses it.
struct FactErrorAlert: View {
  let message: String
  let dismiss: @MainActor () -> Void

  var body: some View {
    VStack {
      Divider()
      Text("Could not get a fact").bold().foregroundColor(.red)
      Text(message)
      Button("OK", key: .escape, action: dismiss)
      Divider()
    }
  }
}
