import ComposableArchitecture
import Testing

/// What a user interface layer does with a presented destination: scope a store to it while it
/// is presented, send it actions, and dismiss it.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct PresentationStoreTests {
  private func makeStore() -> StoreOf<SyncUpsList> {
    Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.nextID = NextID()
    }
  }

  @Test func scopeToAPresentedDestination() {
    let store = makeStore()
    #expect(store.scope(state: \.destination?.add, action: \.destination.add) == nil)

    store.send(.addSyncUpButtonTapped)
    let addStore = store.scope(state: \.destination?.add, action: \.destination.add)
    #expect(addStore != nil)
    #expect(addStore === store.scope(state: \.destination?.add, action: \.destination.add))
    #expect(store.scope(state: \.destination?.alert, action: \.destination.alert) == nil)

    addStore?.send(.addAttendeeButtonTapped)
    addStore?.send(.set(\.syncUp.title, "Engineering"))
    #expect(addStore?.syncUp.attendees == [""])
    #expect(store.withState { $0.destination?.add?.syncUp.title } == "Engineering")
  }

  @Test func dismissingReleasesTheDestinationStore() {
    let store = makeStore()
    store.send(.addSyncUpButtonTapped)
    let addStore = WeakBox<StoreOf<SyncUpForm>>()
    addStore.value = store.scope(state: \.destination?.add, action: \.destination.add)
    #expect(addStore.value != nil)

    store.send(.destination(.dismiss))
    // A store still on screen while its destination goes away reads its last state.
    #expect(addStore.value?.syncUp.id == 1)
    #expect(store.scope(state: \.destination?.add, action: \.destination.add) == nil)
    #expect(addStore.value == nil)
  }

  @Test func alertButtonsSendTheirActions() {
    let store = Store(
      initialState: SyncUpsList.State(syncUps: [SyncUp(id: 1, title: "Design")])
    ) {
      SyncUpsList()
    }
    store.send(.deleteButtonTapped(id: 1))
    guard let alert = store.withState({ $0.destination?.alert }) else {
      Issue.record("Expected an alert")
      return
    }
    // A user interface sends the tapped button's action, or dismisses when it has none.
    alert.buttons[0].withAction { action in
      if let action {
        store.send(.destination(.presented(.alert(action))))
      } else {
        store.send(.destination(.dismiss))
      }
    }
    #expect(store.withState(\.destination) == nil)
    #expect(store.withState(\.syncUps).isEmpty)
  }
}
