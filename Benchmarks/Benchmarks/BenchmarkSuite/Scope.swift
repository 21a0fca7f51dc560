import ComposableArchitecture

/// An action for the deepest feature of a chain of scoped features, sent through its own store and
/// through the root store.
func scopeBenchmarks() {
  scopeBenchmarks("Scope.send.depth(1)", Depth1.self)
  scopeBenchmarks("Scope.send.depth(5)", Depth5.self)
  scopeBenchmarks("Scope.send.depth(10)", Depth10.self)

  // A chain of concrete `@Reducer`/`@ObservableState` features, as applications write them.
  scopeBenchmarks("Scope.send.depth(1).concrete", Chain1.self)
  scopeBenchmarks("Scope.send.depth(5).concrete", Chain5.self)
  scopeBenchmarks("Scope.send.depth(10).concrete", Chain10.self)

  // The same generic chain with every level's state `@ObservableState`.
  rootStoreBenchmark("Scope.send.depth(5).observableState", ObservableDepth5.self)
  rootStoreBenchmark("Scope.send.depth(10).observableState", ObservableDepth10.self)
}

private func scopeBenchmarks<Root: CounterStoreChain>(_ name: String, _: Root.Type) {
  mainActorBenchmark("\(name).childStore") {
    Root.counterStore(Store(initialState: Root.State()) { Root() })
  } operation: { store in
    store.send(.incrementButtonTapped)
  }
  rootStoreBenchmark("\(name).rootStore", Root.self)
}

private func rootStoreBenchmark<Root: CounterChain>(_ name: String, _: Root.Type) {
  let rootAction = Root.counterAction(.incrementButtonTapped)
  mainActorBenchmark(name) {
    Store(initialState: Root.State()) { Root() }
  } operation: { store in
    store.send(rootAction)
  }
}

/// A chain of features that ends in a counter, and how to reach the counter's actions from its
/// root.
protocol CounterChain: Reducer, EmptyInitializable
where State: EmptyInitializable, Action: Sendable {
  /// The root action that carries `action` down to the counter.
  static func counterAction(_ action: Counter.Action) -> Action
}

/// A chain that ends in ``Counter`` itself, whose store can be scoped down to the counter's.
protocol CounterStoreChain: CounterChain {
  @MainActor static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter>
}

extension Counter: CounterStoreChain {
  static func counterAction(_ action: Action) -> Action { action }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> { store }
}

extension ObservableCounter: CounterChain {
  static func counterAction(_ action: Action) -> Action { action }
}

extension Level: CounterChain where Child: CounterChain {
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Child.counterAction(action))
  }
}

extension Level: CounterStoreChain where Child: CounterStoreChain {
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Child.counterStore(store.scope(state: \.child, action: \.child))
  }
}

extension ObservableLevel: CounterChain where Child: CounterChain {
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Child.counterAction(action))
  }
}

typealias Depth1 = Level<Counter>
typealias Depth5 = Level<Level<Level<Level<Depth1>>>>
typealias Depth10 = Level<Level<Level<Level<Level<Depth5>>>>>
typealias ObservableDepth5 =
  ObservableLevel<
    ObservableLevel<ObservableLevel<ObservableLevel<ObservableLevel<ObservableCounter>>>>
  >
typealias ObservableDepth10 =
  ObservableLevel<ObservableLevel<ObservableLevel<ObservableLevel<ObservableLevel<ObservableDepth5>>>>>

/// A feature with a counter of its own and a child feature, embedded with `Scope`.
struct Level<Child: Reducer & EmptyInitializable>: Reducer, EmptyInitializable
where Child.State: EmptyInitializable {
  struct State: EmptyInitializable {
    var count = 0
    var child = Child.State()
  }

  @CasePathable
  enum Action {
    case child(Child.Action)
    case incrementButtonTapped
  }

  let child = Child()

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      self.child
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// ``Level`` with `@ObservableState`.
struct ObservableLevel<Child: Reducer & EmptyInitializable>: Reducer, EmptyInitializable
where Child.State: EmptyInitializable {
  @ObservableState
  struct State: EmptyInitializable {
    var count = 0
    var child = Child.State()
  }

  typealias Action = Level<Child>.Action

  let child = Child()

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      self.child
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// A feature, or a state, the chains can create without arguments.
protocol EmptyInitializable: SendableMetatype {
  init()
}

extension Counter: EmptyInitializable {}
extension Counter.State: EmptyInitializable {}
extension ObservableCounter: EmptyInitializable {}
extension ObservableCounter.State: EmptyInitializable {}

extension Level.Action: Sendable where Child.Action: Sendable {}
