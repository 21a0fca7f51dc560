import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

@MainActor
@Suite(.serialized)
struct SyncUpsListTests {
  @Test
  func add() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }

    let syncUp = SyncUp(
      id: UUID(0),
      attendees: [Attendee(id: UUID(1), name: "Blob")],
      title: "Point-Free Morning Sync"
    )
    await store.send(\.addSyncUp.binding.syncUp, syncUp) {
      $0.addSyncUp?.syncUp = syncUp
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
      $0.focus = UUID(0)
      $0.$syncUps.withLock { $0 = [syncUp] }
    }
  }

  @Test
  func addRemovesAttendeesWithoutANameButKeepsOne() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        addSyncUp: SyncUpForm.State(
          syncUp: SyncUp(
            id: UUID(0),
            attendees: [
              Attendee(id: UUID(1)),
              Attendee(id: UUID(2), name: "   "),
            ],
            title: "Design"
          )
        )
      )
    ) {
      SyncUpsList()
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
      $0.focus = UUID(0)
      $0.$syncUps.withLock {
        $0 = [SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))], title: "Design")]
      }
    }
  }

  @Test
  func addKeepsTheNamedAttendees() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        addSyncUp: SyncUpForm.State(
          syncUp: SyncUp(
            id: UUID(0),
            attendees: [
              Attendee(id: UUID(1)),
              Attendee(id: UUID(2), name: "Blob"),
              Attendee(id: UUID(3), name: " "),
            ],
            title: "Design"
          )
        )
      )
    ) {
      SyncUpsList()
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
      $0.focus = UUID(0)
      $0.$syncUps.withLock {
        $0 = [SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(2), name: "Blob")], title: "Design")]
      }
    }
  }

  @Test
  func cancelAdd() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }
    await store.send(.addSyncUp(.presented(.binding(.set(\.syncUp.title, "Design"))))) {
      $0.addSyncUp?.syncUp.title = "Design"
    }
    await store.send(.dismissAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
    }
    #expect(store.state.syncUps.isEmpty)
  }

  @Test
  func delete() async {
    @Shared(.syncUps) var syncUps = [.mock, SyncUp(id: UUID(1), title: "Engineering")]
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    }

    await store.send(.onDelete([0])) {
      $0.$syncUps.withLock { $0 = [SyncUp(id: UUID(1), title: "Engineering")] }
    }
    #expect(syncUps.map(\.title) == ["Engineering"])
  }
}
