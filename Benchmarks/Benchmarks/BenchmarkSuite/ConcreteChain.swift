import ComposableArchitecture

// A chain of ten concrete features, written as an application writes them (`@Reducer`,
// `@ObservableState`, one type per feature): `Chain1` embeds the counter, `ChainN` embeds
// `Chain(N-1)`. The generic `Level` chain in Scope.swift is the stricter case: every one of its
// types is generic, so the runtime looks up and hashes deeply nested generic metadata.

@Reducer
struct Chain1: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Counter.State()
  }
  enum Action {
    case child(Counter.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Counter.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Counter.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain2: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain1.State()
  }
  enum Action {
    case child(Chain1.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain1() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain1.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain1.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain3: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain2.State()
  }
  enum Action {
    case child(Chain2.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain2() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain2.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain2.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain4: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain3.State()
  }
  enum Action {
    case child(Chain3.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain3() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain3.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain3.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain5: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain4.State()
  }
  enum Action {
    case child(Chain4.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain4() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain4.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain4.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain6: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain5.State()
  }
  enum Action {
    case child(Chain5.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain5() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain5.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain5.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain7: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain6.State()
  }
  enum Action {
    case child(Chain6.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain6() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain6.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain6.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain8: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain7.State()
  }
  enum Action {
    case child(Chain7.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain7() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain7.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain7.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain9: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain8.State()
  }
  enum Action {
    case child(Chain8.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain8() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain8.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain8.counterStore(store.scope(state: \.child, action: \.child))
  }
}

@Reducer
struct Chain10: CounterStoreChain {
  @ObservableState
  struct State {
    var count = 0
    var child = Chain9.State()
  }
  enum Action {
    case child(Chain9.Action)
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Chain9() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
  static func counterAction(_ action: Counter.Action) -> Action {
    .child(Chain9.counterAction(action))
  }
  static func counterStore(_ store: StoreOf<Self>) -> StoreOf<Counter> {
    Chain9.counterStore(store.scope(state: \.child, action: \.child))
  }
}

extension Chain1.State: EmptyInitializable {}
extension Chain2.State: EmptyInitializable {}
extension Chain3.State: EmptyInitializable {}
extension Chain4.State: EmptyInitializable {}
extension Chain5.State: EmptyInitializable {}
extension Chain6.State: EmptyInitializable {}
extension Chain7.State: EmptyInitializable {}
extension Chain8.State: EmptyInitializable {}
extension Chain9.State: EmptyInitializable {}
extension Chain10.State: EmptyInitializable {}
