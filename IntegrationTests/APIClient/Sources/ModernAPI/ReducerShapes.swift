import ComposableArchitecture

// Issue 23: the `@Reducer` shapes of real code, each compiled here and run in `runReducerShapes()`.

// An enum reducer with a hand-written, opaque static body (TCA's tic-tac-toe root).
@Reducer
enum TicTacToeRoot {
  case login(ShapeBFeature)
  case game(ShapeBFeature)

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.incrementTapped):
        state = .game(ShapeBFeature.State(count: 10))
        return .none
      case .game:
        return .none
      }
    }
    .ifCaseLet(\.game, action: \.game) {
      ShapeBFeature()
    }
  }
}

// The same without extra handling: the body only scopes.
@Reducer
enum ScopingRoot {
  case game(ShapeBFeature)

  static var body: some ReducerOf<Self> {
    Scope(state: \.game, action: \.game) {
      ShapeBFeature()
    }
  }
}

// A reusable generic reducer whose `State` and `Action` are declared elsewhere (the case
// studies' `Favoriting<ID>`).
public struct FavoritingState<ID: Hashable & Sendable>: Equatable, Sendable {
  public var id: ID
  public var isFavorite = false
}

public enum FavoritingAction: Equatable, Sendable {
  case buttonTapped
  case response(Bool)
}

@Reducer
struct Favoriting<ID: Hashable & Sendable> {
  let favorite: @Sendable (ID, Bool) async throws -> Bool

  var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.isFavorite.toggle()
        return .run { [id = state.id, isFavorite = state.isFavorite, favorite] send in
          await send(.response(try await favorite(id, isFavorite)))
        }
      case let .response(isFavorite):
        state.isFavorite = isFavorite
        return .none
      }
    }
  }
}

// Explicit bodies: no `State` or `Action` is generated.
@Reducer
struct IntCounter {
  enum Action {
    case tapped
  }

  var body: some Reducer<Int, Action> {
    Reduce { state, _ in
      state += 1
      return .none
    }
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
      Reduce { state, _ in
        state += 100
        return .none
      }
    }
  }
}

@Reducer
struct InertReducer {
  let body = EmptyReducer<Int, Int>()
}

// Enum cases giving their child reducer.
@Reducer
struct ContextualFeature {
  let context: String

  @ObservableState
  struct State: Equatable {
    var log: [String] = []
  }
  enum Action {
    case tapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.log.append(context)
      return .none
    }
  }
}

@Reducer
enum ShapeInner {
  case feature(ShapeBFeature)
}

@Reducer
enum DefaultsDestination {
  case feature(ContextualFeature = ContextualFeature(context: "x"))
  case inner(ShapeInner.Body = ShapeInner.body)
}

// A primitive reducer: it works, and calling `reduce(into:action:)` directly is deprecated as
// upstream's macro makes it.
@Reducer
struct PrimitiveCounter {
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case tapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

// The crash shapes, run: a destination presented and a path pushed.
@Reducer
struct ShapesParent {
  @ObservableState
  struct State {
    @Presents var destination: ShapeBDestination.State?
    @Presents var other: ShapeADestination.State?
    var path = StackState<ShapeBPath.State>()
  }
  enum Action {
    case destination(PresentationAction<ShapeBDestination.Action>)
    case other(PresentationAction<ShapeADestination.Action>)
    case path(StackActionOf<ShapeBPath>)
    case present
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.destination = .feature(ShapeBFeature.State())
        state.other = .feature(ShapeAFeature.State())
        state.path.append(.feature(ShapeBFeature.State(count: 5)))
        return .none
      case .destination, .other, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$other, action: \.other)
    .forEach(\.path, action: \.path)
  }
}

/// Runs each shape in a store and returns what did not behave as upstream's does.
@MainActor
public func runReducerShapes() async -> [String] {
  var failures: [String] = []
  func check(_ condition: Bool, _ message: String) {
    if !condition { failures.append(message) }
  }

  let root = Store(initialState: TicTacToeRoot.State.login(ShapeBFeature.State())) {
    TicTacToeRoot.body
  }
  root.send(.login(.incrementTapped))
  root.send(.game(.incrementTapped))
  check(root.state.game?.count == 11, "enum reducer with an opaque static body: \(root.state)")

  let scoping = Store(initialState: ScopingRoot.State.game(ShapeBFeature.State())) {
    ScopingRoot.body
  }
  scoping.send(.game(.incrementTapped))
  if case let .game(gameStore) = scoping.case {
    check(gameStore.count == 1, "enum reducer's case scope: \(gameStore.count)")
  } else {
    check(false, "enum reducer's case scope")
  }

  let favoriting = Store(initialState: FavoritingState(id: 7)) {
    Favoriting<Int> { id, isFavorite in id == 7 && isFavorite }
  }
  await favoriting.send(.buttonTapped).finish()
  check(favoriting.isFavorite, "generic Favoriting<ID>: \(favoriting.state)")

  let counter = Store(initialState: 0) { IntCounter() }
  counter.send(.tapped)
  check(counter.state == 101, "explicit body with buildLimitedAvailability: \(counter.state)")

  let inert = Store(initialState: 3) { InertReducer() }
  inert.send(1)
  check(inert.state == 3, "stored body")

  let defaults = Store(initialState: DefaultsDestination.State.feature(ContextualFeature.State())) {
    DefaultsDestination.body
  }
  defaults.send(.feature(.tapped))
  check(defaults.state.feature?.log == ["x"], "default child reducer: \(defaults.state)")
  let inner = Store(
    initialState: DefaultsDestination.State.inner(.feature(ShapeBFeature.State()))
  ) {
    DefaultsDestination.body
  }
  inner.send(.inner(.feature(.incrementTapped)))
  check(inner.state.inner?.feature?.count == 1, "default child enum reducer: \(inner.state)")

  let primitive = Store(initialState: PrimitiveCounter.State()) { PrimitiveCounter() }
  primitive.send(.tapped)
  check(primitive.count == 1, "primitive reducer")

  let parent = Store(initialState: ShapesParent.State()) { ShapesParent() }
  parent.send(.present)
  parent.send(.destination(.presented(.feature(.incrementTapped))))
  let pathID = parent.path.ids.first
  if let pathID {
    parent.send(.path(.element(id: pathID, action: .feature(.incrementTapped))))
  }
  check(parent.destination?.feature?.count == 1, "shared feature in a destination")
  check(parent.path.first?.feature?.count == 6, "shared feature in a path")
  check(parent.other?.feature != nil, "destination declared above its feature")
  check(runShapeCFeature(), "feature in a private namespace")
  return failures
}
