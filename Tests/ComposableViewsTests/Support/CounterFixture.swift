import ComposableArchitecture
import ComposableViews

// A counter as the Counter example builds it: state, actions, and its view.

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isLoading = false
  }

  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case loadingToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped: state.count -= 1
      case .incrementButtonTapped: state.count += 1
      case .loadingToggled: state.isLoading.toggle()
      }
      return .none
    }
  }
}

struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    VStack(spacing: 1) {
      Text("Count: \(store.count)").bold()
      HStack {
        Button("Decrement", key: "-") { store.send(.decrementButtonTapped) }
        Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
      }
      if store.count < 0 {
        Text("Below zero").foregroundColor(.red)
      }
    }
    .navigationTitle("Counter")
  }
}
