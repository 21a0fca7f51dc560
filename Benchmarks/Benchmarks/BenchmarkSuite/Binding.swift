import ComposableArchitecture

/// Binding actions, as a view's text field sends them on every key.
func bindingBenchmarks() {
  mainActorBenchmark("Binding.send") {
    Store(initialState: BindingForm.State()) { BindingForm() }
  } operation: { store in
    store.send(.binding(.set(\.count, 1)))
  }
}

/// A feature whose state a view binds to: `BindingReducer` writes a binding action's value.
struct BindingForm: Reducer {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
