import Benchmark
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

  // With the parent's state written the way `@ObservableState` expands: `forEach` then writes
  // through a key path to a computed `rows` (get, mutate a copy, set), which copies every row.
  for rowCount in [100, 10_000] {
    mainActorBenchmark(
      "ForEach.rowAction(\(rowCount)).observableState",
      configuration: rowCount > 100 ? .perBatch : .perOperation
    ) {
      Store(initialState: ObservableRows.State(rowCount: rowCount)) { ObservableRows() }
    } operation: { store in
      store.send(.rows(.element(id: rowCount / 2, action: .incrementButtonTapped)))
    }
  }
}

/// One row: a counter with an id.
struct Row: Reducer {
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
struct Rows: Reducer {
  struct State {
    var rows: IdentifiedArrayOf<Row.State>

    init(rowCount: Int) {
      self.rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row.State(id: $0) })
    }
  }

  @CasePathable
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

/// ``Rows`` with its state written the way `@ObservableState` expands.
struct ObservableRows: Reducer {
  struct State: Observable {
    private let _$observationRegistrar = ObservationRegistrar()
    private var _rows: IdentifiedArrayOf<Row.State>

    init(rowCount: Int) {
      self._rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row.State(id: $0) })
    }

    var rows: IdentifiedArrayOf<Row.State> {
      get {
        self._$observationRegistrar.access(self, keyPath: \.rows)
        return self._rows
      }
      set {
        self._$observationRegistrar.withMutation(of: self, keyPath: \.rows) {
          self._rows = newValue
        }
      }
      _modify {
        self._$observationRegistrar.willSet(self, keyPath: \.rows)
        defer { self._$observationRegistrar.didSet(self, keyPath: \.rows) }
        yield &self._rows
      }
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
