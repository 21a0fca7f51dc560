import ComposableArchitecture

/// Actions into presented and stacked features.
func navigationBenchmarks() {
  // An action for a child presented with `ifLet(\.$destination, …)`.
  mainActorBenchmark("Presentation.send") {
    Store(initialState: Presenter.State(destination: Counter.State())) { Presenter() }
  } operation: { store in
    store.send(.destination(.presented(.incrementButtonTapped)))
  }

  // Push an element onto a stack and pop it again.
  mainActorBenchmark("Stack.push/pop") {
    Store(initialState: Navigator.State()) { Navigator() }
  } operation: { store in
    store.send(.path(.push(id: 0, state: Counter.State())))
    store.send(.path(.popFrom(id: 0)))
  }

  // The same on top of a stack already `depth` elements deep: the cost must not grow with it.
  for depth in [10, 100, 1_000] {
    let id = StackElementID(integerLiteral: depth)
    mainActorBenchmark("Stack.push/pop.depth(\(depth))") {
      let store = Store(
        initialState: Navigator.State(path: StackState((0..<depth).map { _ in Counter.State() }))
      ) {
        Navigator()
      }
      // The first stack action sees the whole stack once; the measured ones see what they change.
      store.send(.path(.push(id: id, state: Counter.State())))
      store.send(.path(.popFrom(id: id)))
      return store
    } operation: { store in
      store.send(.path(.push(id: id, state: Counter.State())))
      store.send(.path(.popFrom(id: id)))
    }
  }
}

/// A feature presenting a counter.
struct Presenter: Reducer {
  struct State {
    @PresentationState var destination: Counter.State?
  }

  @CasePathable
  enum Action {
    case destination(PresentationAction<Counter.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: \.destination) {
        Counter()
      }
  }
}

/// A feature with a stack of counters.
struct Navigator: Reducer {
  struct State {
    var path = StackState<Counter.State>()
  }

  @CasePathable
  enum Action {
    case path(StackAction<Counter.State, Counter.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) {
        Counter()
      }
  }
}
