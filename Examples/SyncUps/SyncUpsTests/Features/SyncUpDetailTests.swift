import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

@MainActor
@Suite(.serialized)
struct SyncUpDetailTests {
  @Test
  func edit() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Blob's Meeting")))))) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Blob's Meeting" }
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Blob's Meeting" }
    }
  }

  @Test
  func editRemovesAttendeesWithoutAName() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    await store.send(\.destination.edit.addAttendeeButtonTapped) {
      $0.destination?.modify(\.edit) {
        $0.syncUp.attendees.append(Attendee(id: UUID(0)))
        $0.focus = .attendee(UUID(0))
      }
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
    }
  }

  @Test
  func cancelEdit() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Blob's Meeting")))))) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Blob's Meeting" }
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUp.title == "Design")
  }

  @Test
  func delete() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: sharedSyncUp)) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.destination.alert.confirmDeletion) {
      $0.destination = nil
    }
    #expect(store.isDismissed)
    #expect(syncUps.isEmpty)
  }

  @Test
  func deleteCancelled() async {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
    #expect(!store.isDismissed)
    #expect(syncUps == [.mock])
  }

  @Test
  func deleteMeeting() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.deleteMeetings(atOffsets: [0])) {
      $0.$syncUp.withLock { $0.meetings = [] }
    }
  }

  @Test
  func startMeeting() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }
}
