import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct StoreAPITests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var child = Child.State()
      var optionalChild: Child.State?
      var plain = Plain()
    }
    struct Plain: Equatable { var count = 0 }
    enum Action: Equatable {
      case child(Child.Action)
      case optionalChild(Child.Action)
      case plain(Plain.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(\.child, action: \.child) { Child() }
      Scope(\.plain, action: \.plain) { Reduce { state, _ in state.count += 1; return .none } }
      EmptyReducer().ifLet(\.optionalChild, action: \.optionalChild) { Child() }
    }
  }

  @Test func initialStateIsInferredFromTheReducer() {
    let store = Store(initialState: .init()) { Child() }
    store.send(.increment)
    #expect(store.count == 1)
  }

  @Test func scopeWithTheKeyPathFirst() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(\.child, action: \.child)
    child.send(.increment)
    #expect(store.child.count == 1)
    #expect(child.count == 1)
    #expect(store.scope(\.child, action: \.child) === child)
    store.send(.plain(.increment))
    #expect(store.plain.count == 1)

    #expect(store.scope(\.optionalChild, action: \.optionalChild) == nil)
  }

  @Test func optionalScopeWithTheKeyPathFirst() {
    var state = Parent.State()
    state.optionalChild = Child.State(count: 5)
    let store = Store(initialState: state) { Parent() }
    let child = store.scope(\.optionalChild, action: \.optionalChild)
    child?.send(.increment)
    #expect(store.optionalChild?.count == 6)
  }

  @available(*, deprecated)
  @Test func scopeWithClosures() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: { $0.child.count }, action: { Parent.Action.child($0) })
    child.send(.increment)
    child.send(.increment)
    #expect(child.withState { $0 } == 2)
    #expect(store.child.count == 2)
  }

  @Test func storesAreHashableByIdentity() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let other = Store(initialState: Parent.State()) { Parent() }
    #expect(store == store)
    #expect(store != other)
    #expect(Set([store, store, other]).count == 2)
  }

  @Test func debugDescriptionNamesTheFeature() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.debugDescription == "StoreOf<StoreAPITests.Parent>")
    #expect(
      store.scope(\.plain, action: \.plain).debugDescription
        == "Store<StoreAPITests.Parent.Plain, StoreAPITests.Parent.Plain.Action>"
    )
    #expect(
      Store<Int, Bool>(initialState: 0) { EmptyReducer() }.debugDescription == "Store<Int, Bool>"
    )
  }
}

extension StoreAPITests.Parent.Plain {
  enum Action: Equatable { case increment }
}
