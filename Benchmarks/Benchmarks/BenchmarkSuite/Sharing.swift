import ComposableArchitecture

/// A row action that mutates one element of a 1,000-element array, held by the feature as a
/// `@Shared` value (mutated with `withLock`) and as plain state: the shared mutation must happen
/// in place, as the plain one does, without copying the array.
func sharingBenchmarks() {
  mainActorBenchmark("Sharing.withLock(1000).store") {
    Store(initialState: SharedRows.State(rowCount: 1_000)) { SharedRows() }
  } operation: { store in
    store.send(.incrementButtonTapped(id: 500))
  }

  mainActorBenchmark("Sharing.plainState(1000).store") {
    Store(initialState: PlainRows.State(rowCount: 1_000)) { PlainRows() }
  } operation: { store in
    store.send(.incrementButtonTapped(id: 500))
  }

  // The mutation alone, outside a store.
  mainActorBenchmark("Sharing.withLock(1000)") {
    Shared(value: IdentifiedArray(uniqueElements: (0..<1_000).map { Row.State(id: $0) }))
  } operation: { rows in
    rows.withLock { $0[id: 500]?.count += 1 }
  }

  // A read, as a view's body makes many: what a host's collection of the values a render read
  // (`SharedReads`) costs while none is under way.
  mainActorBenchmark("Sharing.read") {
    Shared(value: 7)
  } operation: { value in
    blackHole(value.wrappedValue)
  }
}

/// A feature that reads a shared array of rows and increments one of them.
@Reducer
struct SharedRows {
  @ObservableState
  struct State {
    @Shared var rows: IdentifiedArrayOf<Row.State>

    init(rowCount: Int) {
      self._rows = Shared(
        value: IdentifiedArray(uniqueElements: (0..<rowCount).map { Row.State(id: $0) })
      )
    }
  }

  enum Action {
    case incrementButtonTapped(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .incrementButtonTapped(id):
        state.$rows.withLock { $0[id: id]?.count += 1 }
        return .none
      }
    }
  }
}

/// ``SharedRows`` with the array as plain state.
@Reducer
struct PlainRows {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<Row.State>

    init(rowCount: Int) {
      self.rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row.State(id: $0) })
    }
  }

  typealias Action = SharedRows.Action

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .incrementButtonTapped(id):
        state.rows[id: id]?.count += 1
        return .none
      }
    }
  }
}
