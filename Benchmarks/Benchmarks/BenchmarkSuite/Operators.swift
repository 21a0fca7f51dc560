import ComposableArchitecture

/// An action through each reducer operator upstream marks `@inlinable` and the other groups do
/// not already cover, written as applications write features (`@Reducer`).
func operatorBenchmarks() {
  mainActorBenchmark("IfLet.send") {
    Store(initialState: OptionalParent.State(child: Counter.State())) { OptionalParent() }
  } operation: { store in
    store.send(.child(.incrementButtonTapped))
  }

  mainActorBenchmark("IfCaseLet.send") {
    Store(initialState: CaseParent.State.counter(Counter.State())) { CaseParent() }
  } operation: { store in
    store.send(.counter(.incrementButtonTapped))
  }

  // Every send changes the observed count, so the nested reducer runs each time.
  mainActorBenchmark("OnChange.send") {
    Store(initialState: Counter.State()) { ChangeObserver() }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  mainActorBenchmark("Dependency.send") {
    Store(initialState: Counter.State()) { Counter().dependency(\.uuid, .incrementing) }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  // An action for an element of a stack, as a pushed screen sends.
  mainActorBenchmark("Stack.elementAction") {
    Store(initialState: Navigator.State(path: StackState([Counter.State()]))) { Navigator() }
  } operation: { (store: StoreOf<Navigator>) in
    store.send(.path(.element(id: 0, action: .incrementButtonTapped)))
  }
}

/// A feature with an optional counter, embedded with `ifLet`.
@Reducer
struct OptionalParent {
  struct State {
    var child: Counter.State?
  }

  enum Action {
    case child(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.child, action: \.child) {
        Counter()
      }
  }
}

/// A feature whose enum state holds a counter, embedded with `ifCaseLet`.
@Reducer
struct CaseParent {
  enum State {
    case counter(Counter.State)
    case idle
  }

  enum Action {
    case counter(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifCaseLet(\.counter, action: \.counter) {
        Counter()
      }
  }
}

/// A counter with logic that runs when its count changes.
struct ChangeObserver: Reducer {
  typealias State = Counter.State
  typealias Action = Counter.Action

  var body: some ReducerOf<Self> {
    Counter()
      .onChange(of: \.count) { _, _ in
        Reduce { state, _ in
          state.unrelated += 1
          return .none
        }
      }
  }
}
