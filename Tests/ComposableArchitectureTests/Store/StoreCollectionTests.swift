import ComposableArchitecture
import Testing

private struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action: Equatable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

private struct Rows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var path = StackState<Row.State>()
  }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<Row>)
    case remove(id: Int)
    case reverse
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .remove(id):
        state.rows.remove(id: id)
      case .reverse:
        state.rows.reverse()
      case .path, .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Row() }
    .forEach(\.path, action: \.path) { Row() }
  }
}

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct StoreCollectionTests {
  private func makeStore() -> StoreOf<Rows> {
    Store(
      initialState: Rows.State(
        rows: [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)],
        path: [Row.State(id: 10), Row.State(id: 20)]
      )
    ) {
      Rows()
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
  }

  @Test func rowStoresReachTheirRows() {
    let store = makeStore()
    let rowStores = store.scope(state: \.rows, action: \.rows)
    #expect(rowStores.map { $0.id } == [1, 2, 3])
    rowStores[rowStores.index(after: rowStores.startIndex)].send(.increment)
    #expect(store.withState(\.rows[id: 2]?.count) == 1)
    #expect(rowStores.map { $0.count } == [0, 1, 0])
  }

  @Test func rowStoresWithTheKeyPathFirst() {
    let store = makeStore()
    let rowStores = store.scope(\.rows, action: \.rows)
    #expect(rowStores.map { $0.id } == [1, 2, 3])
    #expect(Array(rowStores) == Array(store.scope(state: \.rows, action: \.rows)))
  }

  @Test func rowStoresKeepTheirIdentity() {
    let store = makeStore()
    let before = Array(store.scope(state: \.rows, action: \.rows))
    store.send(.reverse)
    let after = Array(store.scope(state: \.rows, action: \.rows))
    #expect(after.map { $0.id } == [3, 2, 1])
    #expect(after[0] === before[2])
    #expect(after[1] === before[1])
    #expect(after[2] === before[0])
  }

  @Test func removedRowStoresAreReleased() {
    let store = makeStore()
    let removed = WeakBox<Store<Row.State, Row.Action>>()
    do {
      let rowStores = store.scope(state: \.rows, action: \.rows)
      removed.value = rowStores[rowStores.startIndex]
    }
    #expect(removed.value != nil)
    store.send(.remove(id: 1))
    // A store of a removed row still reads its last state.
    #expect(removed.value?.count == 0)
    #expect(store.scope(state: \.rows, action: \.rows).map { $0.id } == [2, 3])
    #expect(removed.value == nil)
  }

  @Test func stackElementStoresKeepTheirIdentity() {
    let store = makeStore()
    let pathStore = store.scope(state: \.path, action: \.path)
    #expect(pathStore.withState(\.ids) == [0, 1])
    let element = pathStore.scope(state: \.[id: 1], action: \.[id: 1])
    #expect(element === pathStore.scope(state: \.[id: 1], action: \.[id: 1]))
    element?.send(.increment)
    #expect(store.withState { $0.path[id: 1]?.count } == 1)
  }

  @Test func dismissedChildStoresAreReleased() {
    let store = makeStore()
    let pathStore = store.scope(state: \.path, action: \.path)
    let element = WeakBox<Store<Row.State, Row.Action>>()
    element.value = pathStore.scope(state: \.[id: 1], action: \.[id: 1])
    #expect(element.value != nil)
    store.send(.path(.popFrom(id: 1)))
    #expect(pathStore.scope(state: \.[id: 1], action: \.[id: 1]) == nil)
    #expect(element.value == nil)
  }

  @Test func poppedElementStoresAreReleasedWithoutBeingScopedAgain() {
    let store = makeStore()
    let pathStore = store.scope(state: \.path, action: \.path)
    let popped = WeakBox<Store<Row.State, Row.Action>>()
    popped.value = pathStore.scope(state: \.[id: 1], action: \.[id: 1])
    store.send(.path(.popFrom(id: 1)))
    // Only the remaining element is scoped again, as a view showing the stack would.
    #expect(pathStore.scope(state: \.[id: 0], action: \.[id: 0]) != nil)
    #expect(popped.value == nil)
  }
}
