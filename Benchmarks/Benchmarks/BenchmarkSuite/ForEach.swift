import ComposableArchitecture

/// An action for one row of a collection feature, by the collection's size.
func forEachBenchmarks() {
  for rowCount in [100, 10_000] {
    mainActorBenchmark("ForEach.rowAction(\(rowCount))") {
      Store(initialState: Rows.State(rowCount: rowCount)) { Rows() }
    } operation: { store in
      store.send(.rows(.element(id: rowCount / 2, action: .incrementButtonTapped)))
    }
  }

  // With the parent's state `@ObservableState`: `forEach` must still mutate the row in place.
  for rowCount in [100, 10_000] {
    mainActorBenchmark("ForEach.rowAction(\(rowCount)).observableState") {
      Store(initialState: ObservableRows.State(rowCount: rowCount)) { ObservableRows() }
    } operation: { store in
      store.send(.rows(.element(id: rowCount / 2, action: .incrementButtonTapped)))
    }
  }
}

/// One row: a counter with an id.
@Reducer
struct Row {
  struct State: Identifiable {
    let id: Int
    var count = 0
  }

  typealias Action = Counter.Action

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// A list of rows, embedded with `forEach`.
@Reducer
struct Rows {
  struct State {
    var rows: IdentifiedArrayOf<Row.State>

    init(rowCount: Int) {
      self.rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row.State(id: $0) })
    }
  }

  enum Action {
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) {
        Row()
      }
  }
}

/// ``Rows`` with `@ObservableState`: `forEach` reaches `rows` through the macro's storage, so a
/// row action must still not copy the collection.
struct ObservableRows: Reducer {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<Row.State>

    init(rowCount: Int) {
      self.rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row.State(id: $0) })
    }
  }

  typealias Action = Rows.Action

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) {
        Row()
      }
  }
}
