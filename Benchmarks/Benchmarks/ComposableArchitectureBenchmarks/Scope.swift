import Benchmark
import ComposableArchitecture

/// An action for the deepest feature of a chain of scoped features, sent through its own store and
/// through the root store.
func scopeBenchmarks() {
  scopeBenchmarks(
    "Scope.send.depth(1)",
    root: Depth1.State.init, reducer: Depth1.init,
    rootAction: .child(.incrementButtonTapped),
    deepest: { $0.scope(state: \.child, action: \.child) }
  )
  scopeBenchmarks(
    "Scope.send.depth(5)",
    root: Depth5.State.init, reducer: Depth5.init,
    rootAction: .child(.child(.child(.child(.child(.incrementButtonTapped))))),
    deepest: {
      $0.scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
    }
  )
  scopeBenchmarks(
    "Scope.send.depth(10)",
    root: Depth10.State.init, reducer: Depth10.init,
    rootAction: .child(
      .child(.child(.child(.child(.child(.child(.child(.child(.child(.incrementButtonTapped)))))))))
    ),
    deepest: {
      $0.scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
    }
  )

  // A chain of concrete `@Reducer`/`@ObservableState` features, as applications write them.
  scopeBenchmarks(
    "Scope.send.depth(1).concrete",
    root: Chain1.State.init, reducer: Chain1.init,
    rootAction: .child(.incrementButtonTapped),
    deepest: { $0.scope(state: \.child, action: \.child) }
  )
  scopeBenchmarks(
    "Scope.send.depth(5).concrete",
    root: Chain5.State.init, reducer: Chain5.init,
    rootAction: .child(.child(.child(.child(.child(.incrementButtonTapped))))),
    deepest: {
      $0.scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
    }
  )
  scopeBenchmarks(
    "Scope.send.depth(10).concrete",
    root: Chain10.State.init, reducer: Chain10.init,
    rootAction: .child(
      .child(.child(.child(.child(.child(.child(.child(.child(.child(.incrementButtonTapped)))))))))
    ),
    deepest: {
      $0.scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child)
    }
  )

  // The same generic chain with every level's state `@ObservableState`.
  mainActorBenchmark("Scope.send.depth(5).observableState") {
    Store(initialState: ObservableDepth5.State()) { ObservableDepth5() }
  } operation: { store in
    store.send(.child(.child(.child(.child(.child(.incrementButtonTapped))))))
  }
  mainActorBenchmark("Scope.send.depth(10).observableState") {
    Store(initialState: ObservableDepth10.State()) { ObservableDepth10() }
  } operation: { store in
    store.send(
      .child(
        .child(.child(.child(.child(.child(.child(.child(.child(.child(.incrementButtonTapped)))))))))
      )
    )
  }
}

private func scopeBenchmarks<Root: Reducer>(
  _ name: String,
  root: @escaping @MainActor @Sendable () -> Root.State,
  reducer: @escaping @MainActor @Sendable () -> Root,
  rootAction: Root.Action,
  deepest: @escaping @MainActor @Sendable (StoreOf<Root>) -> StoreOf<Counter>
) where Root.Action: Sendable {
  mainActorBenchmark("\(name).childStore") {
    deepest(Store(initialState: root()) { reducer() })
  } operation: { store in
    store.send(.incrementButtonTapped)
  }
  mainActorBenchmark("\(name).rootStore") {
    Store(initialState: root()) { reducer() }
  } operation: { store in
    store.send(rootAction)
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
