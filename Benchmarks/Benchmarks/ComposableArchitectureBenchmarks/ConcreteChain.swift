import ComposableArchitecture

// A chain of ten concrete features, written as an application writes them (`@Reducer`,
// `@ObservableState`, one type per feature): `Chain1` embeds the counter, `ChainN` embeds
// `Chain(N-1)`. The generic `Level` chain in Scope.swift is the stricter case: every one of its
// types is generic, so the runtime looks up and hashes deeply nested generic metadata.

@Reducer
struct Chain1 {
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
}

@Reducer
struct Chain2 {
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
}

@Reducer
struct Chain3 {
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
}

@Reducer
struct Chain4 {
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
}

@Reducer
struct Chain5 {
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
}

@Reducer
struct Chain6 {
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
}

@Reducer
struct Chain7 {
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
}

@Reducer
struct Chain8 {
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
}

@Reducer
struct Chain9 {
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
}

@Reducer
struct Chain10 {
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
}
