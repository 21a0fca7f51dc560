import ComposableArchitecture
import Testing

@Reducer
private struct Board {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Card.State> = []
    var title = ""
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Card>)
    case reverse
    case titleChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reverse:
        state.rows.reverse()
      case let .titleChanged(title):
        state.title = title
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Card() }
  }
}

@Reducer
private struct Card {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
    var note = ""
  }
  enum Action: Equatable { case increment, noteChanged(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case let .noteChanged(note): state.note = note
      }
      return .none
    }
  }
}

/// Which navigation changes notify an observer of a store, through the Observation module.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct NavigationObservationTests {
  /// Whether `change` notifies an observer that read what `read` reads.
  func notifies(_ read: () -> Void, when change: () -> Void) -> Bool {
    let didChange = LockIsolated(false)
    withObservationTracking(read) {
      didChange.setValue(true)
    }
    change()
    return didChange.value
  }

  @Test func presentedChildStoreAppearsAndDisappearsObservably() {
    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.nextID = NextID()
    }
    let readAddStore = {
      _ = store.scope(state: \.destination?.add, action: \.destination.add)
    }
    #expect(notifies(readAddStore, when: { store.send(.addSyncUpButtonTapped) }))
    let addStore = store.scope(state: \.destination?.add, action: \.destination.add)

    // Editing inside the sheet notifies observers of the edited field, not of the presentation.
    #expect(
      !notifies(readAddStore, when: { addStore?.send(.set(\.syncUp.title, "Engineering")) })
    )
    #expect(
      notifies(
        { _ = addStore?.syncUp.title },
        when: { addStore?.send(.set(\.syncUp.title, "Product")) }
      )
    )
    #expect(!notifies({ _ = store.syncUps }, when: { addStore?.send(.addAttendeeButtonTapped) }))

    #expect(notifies(readAddStore, when: { store.send(.destination(.dismiss)) }))
    #expect(store.scope(state: \.destination?.add, action: \.destination.add) == nil)
  }

  @Test func alertPresentationIsObservable() {
    let store = Store(
      initialState: SyncUpsList.State(syncUps: [SyncUp(id: 1, title: "Design")])
    ) {
      SyncUpsList()
    }
    let readAlert = { _ = store.destination?.alert }
    #expect(notifies(readAlert, when: { store.send(.deleteButtonTapped(id: 1)) }))
    #expect(
      notifies(readAlert, when: { store.send(.destination(.presented(.alert(.confirmDeletion(id: 1))))) })
    )
    #expect(store.destination == nil)
  }

  @Test func rowStoresAreObservedRowByRow() {
    let store = Store(
      initialState: Board.State(rows: [Card.State(id: 1), Card.State(id: 2)])
    ) {
      Board()
    }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    let first = rows[0]
    let second = rows[1]

    #expect(notifies({ _ = first.count }, when: { first.send(.increment) }))
    #expect(!notifies({ _ = second.count }, when: { first.send(.increment) }))
    #expect(!notifies({ _ = first.note }, when: { first.send(.increment) }))
    #expect(!notifies({ _ = store.title }, when: { first.send(.increment) }))
    // A list's rows are redrawn when rows are added, removed or moved, not when one changes.
    #expect(
      !notifies({ _ = store.scope(state: \.rows, action: \.rows) }, when: { first.send(.increment) })
    )
    #expect(
      notifies({ _ = store.scope(state: \.rows, action: \.rows) }, when: { store.send(.reverse) })
    )
    let reversed = Array(store.scope(state: \.rows, action: \.rows))
    #expect(reversed[0] === second)
    #expect(reversed[1] === first)
    #expect(first.count == 5)
  }

  @Test func stackElementStoresAreObservedElementByElement() {
    let syncUp = SyncUp(id: 1, title: "Design")
    let store = Store(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
    let pathStore = store.scope(state: \.path, action: \.path)
    let readPath = { _ = pathStore.ids }
    guard let detailStore = pathStore.scope(state: \.[id: 0], action: \.[id: 0]) else {
      Issue.record("Expected the detail's store")
      return
    }
    let detail = detailStore.scope(state: \.detail, action: \.detail)
    #expect(detail === detailStore.scope(state: \.detail, action: \.detail))

    #expect(notifies({ _ = detail?.destination }, when: { detail?.send(.editButtonTapped) }))
    #expect(!notifies(readPath, when: { detail?.send(.cancelEditButtonTapped) }))
    #expect(notifies(readPath, when: { store.send(.syncUpTapped(id: 1)) }))
    #expect(pathStore.scope(state: \.[id: 0], action: \.[id: 0]) === detailStore)
    #expect(notifies(readPath, when: { store.send(.path(.popFrom(id: 1))) }))
  }
}
