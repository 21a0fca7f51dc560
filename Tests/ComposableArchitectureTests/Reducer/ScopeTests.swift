import ComposableArchitecture
import Testing

@MainActor
struct ScopeTests {
  struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child = Child.State()
      var childActionsSeen = 0
    }
    @CasePathable
    enum Action: Equatable { case child(Child.Action) }

    var body: some Reducer<State, Action> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        state.childActionsSeen += 1
        #expect(state.child.count == state.childActionsSeen, "child runs before the parent")
        return .none
      }
    }
  }

  @Test func scopesToStructField() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.child(.increment))
    store.send(.child(.increment))
    #expect(store.withState(\.child.count) == 2)
  }

  @CasePathable
  enum EnumState: Equatable {
    case child(Child.State)
    case other
  }

  struct EnumParent: Reducer {
    typealias State = EnumState
    @CasePathable
    enum Action: Equatable { case child(Child.Action) }
    var body: some Reducer<State, Action> {
      Scope(state: \.child, action: \.child) { Child() }
    }
  }

  @Test func scopesToEnumCase() {
    let store = Store(initialState: EnumState.child(Child.State())) { EnumParent() }
    store.send(.child(.increment))
    #expect(store.state == .child(Child.State(count: 1)))
  }

  @Test func reportsActionForOtherCase() {
    let store = Store(initialState: EnumState.other) { EnumParent() }
    withKnownIssue {
      store.send(.child(.increment))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a different case")
    }
    #expect(store.state == .other)
  }

  @Test func childStoreReadsAndSendsThroughRoot() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    #expect(store.scope(state: \.child, action: \.child) === child)
    child.send(.increment)
    #expect(child.count == 1)
    #expect(store.withState(\.childActionsSeen) == 1)
  }
}
