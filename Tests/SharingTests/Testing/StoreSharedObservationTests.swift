import ComposableArchitecture
import Observation
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct StoreSharedObservationTests {
  @Test func viewReadingASharedValueIsToldOfChangesByAnyHolder() {
    let syncUp = Shared(value: SyncUp(id: 1, title: "Design"))
    let store = Store(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    }
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = store.syncUp.title
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    // Another holder of the same shared value (another feature) changes it.
    syncUp.withLock { $0.title = "Engineering" }
    #expect(changes.value == 1)
    #expect(store.syncUp.title == "Engineering")
  }

  @Test func changeThroughTheStoreIsSeenByOtherHolders() {
    let syncUp = Shared(value: SyncUp(id: 1))
    let store = Store(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    }
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = syncUp.wrappedValue.title
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    store.send(.titleChanged("Engineering"))
    #expect(changes.value == 1)
    #expect(syncUp.wrappedValue.title == "Engineering")
  }

  @Test func reducerReadsADerivedElementInsideWithLock() throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1), SyncUp(id: 2)])
    let syncUp = try #require(Shared(syncUps[id: 2]))
    let store = Store(initialState: SyncUpDeletion.State(syncUps: syncUps, syncUp: syncUp)) {
      SyncUpDeletion()
    }
    store.send(.deleteButtonTapped)
    #expect(syncUps.wrappedValue.ids == [1])
    #expect(store.syncUp.id == 2)
  }
}
