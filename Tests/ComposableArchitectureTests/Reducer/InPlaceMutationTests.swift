import ComposableArchitecture
import Observation
import Testing

/// `Scope` and `forEach` write into `@ObservableState` parents in place: no copy of a collection
/// per action, and observers hear exactly what changed.
@MainActor
struct InPlaceMutationTests {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action { case increment, replace }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
        case .replace:
          state = State(id: state.id, count: state.count)
        }
        return .none
      }
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
      var plainRows: IdentifiedArrayOf<PlainRow.State> = []
      var child = Row.State(id: -1)
      var plain = Plain()
      var title = ""
    }
    struct Plain: Equatable { var count = 0 }
    @Reducer
    struct PlainFeature {
      typealias State = Plain
      enum Action { case increment }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.count += 1
          return .none
        }
      }
    }
    @Reducer
    struct PlainRow {
      struct State: Equatable, Identifiable {
        let id: Int
        var count = 0
      }
      enum Action { case increment }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.count += 1
          return .none
        }
      }
    }
    enum Action {
      case rows(IdentifiedActionOf<Row>)
      case plainRows(IdentifiedActionOf<PlainRow>)
      case child(Row.Action)
      case plain(PlainFeature.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Row() }
      Scope(state: \.plain, action: \.plain) { PlainFeature() }
      EmptyReducer()
        .forEach(\.rows, action: \.rows) { Row() }
        .forEach(\.plainRows, action: \.plainRows) { PlainRow() }
    }
  }

  func makeStore(rows: Int) -> StoreOf<Parent> {
    Store(
      initialState: Parent.State(rows: IdentifiedArray(uniqueElements: (0..<rows).map { Row.State(id: $0) }))
    ) {
      Parent()
    }
  }

  func elementsAddress(_ store: StoreOf<Parent>) -> UnsafeRawPointer? {
    store.withState { $0.rows.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
  }

  @Test func rowActionDoesNotCopyTheCollection() {
    let store = self.makeStore(rows: 10_000)
    let before = self.elementsAddress(store)
    store.send(.rows(.element(id: 5_000, action: .increment)))
    #expect(self.elementsAddress(store) == before)
    #expect(store.withState(\.rows[id: 5_000]?.count) == 1)
  }

  @Test func rowActionNotifiesTheRowsFieldObserversNotTheList() {
    let store = self.makeStore(rows: 3)
    let listChanged = LockIsolated(false)
    let rowChanged = LockIsolated(false)
    withObservationTracking { _ = store.rows.count } onChange: { listChanged.setValue(true) }
    withObservationTracking { _ = store.rows[id: 1]?.count } onChange: { rowChanged.setValue(true) }
    store.send(.rows(.element(id: 1, action: .increment)))
    #expect(rowChanged.value)
    #expect(!listChanged.value)
  }

  @Test func replacingARowNotifiesTheList() {
    let store = self.makeStore(rows: 3)
    let listChanged = LockIsolated(false)
    withObservationTracking { _ = store.rows.count } onChange: { listChanged.setValue(true) }
    store.send(.rows(.element(id: 1, action: .replace)))
    #expect(listChanged.value)
  }

  @Test func scopedChildNotifiesItsFieldsAndItsParentOnlyWhenReplaced() {
    let store = self.makeStore(rows: 0)
    let childFieldChanged = LockIsolated(false)
    let childChanged = LockIsolated(false)
    withObservationTracking { _ = store.child.count } onChange: { childFieldChanged.setValue(true) }
    withObservationTracking { _ = store.state.child } onChange: { childChanged.setValue(true) }
    store.send(.child(.increment))
    #expect(childFieldChanged.value)
    #expect(!childChanged.value)
    store.send(.child(.replace))
    #expect(childChanged.value)
    #expect(store.child.count == 1)
  }

  @Test func scopedPlainChildStillNotifiesItsField() {
    let store = self.makeStore(rows: 0)
    let plainChanged = LockIsolated(false)
    let titleChanged = LockIsolated(false)
    withObservationTracking { _ = store.plain.count } onChange: { plainChanged.setValue(true) }
    withObservationTracking { _ = store.title } onChange: { titleChanged.setValue(true) }
    store.send(.plain(.increment))
    #expect(plainChanged.value)
    #expect(!titleChanged.value)
    #expect(store.plain.count == 1)
  }

  @Test func plainRowActionDoesNotCopyTheCollectionAndNotifiesItsField() {
    // Made inside the autoclosure, so that nothing but the store holds the rows.
    let store = Store(
      initialState: Parent.State(
        plainRows: IdentifiedArray(
          uniqueElements: (0..<10_000).map { Parent.PlainRow.State(id: $0) }
        )
      )
    ) {
      Parent()
    }
    let address = {
      store.withState {
        $0.plainRows.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
      }
    }
    let before = address()
    let rowsChanged = LockIsolated(false)
    let titleChanged = LockIsolated(false)
    withObservationTracking { _ = store.plainRows } onChange: { rowsChanged.setValue(true) }
    withObservationTracking { _ = store.title } onChange: { titleChanged.setValue(true) }
    store.send(.plainRows(.element(id: 5_000, action: .increment)))
    #expect(address() == before)
    #expect(store.withState(\.plainRows[id: 5_000]?.count) == 1)
    #expect(rowsChanged.value)
    #expect(!titleChanged.value)
  }
}
