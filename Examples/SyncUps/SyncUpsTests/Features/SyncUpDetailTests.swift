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
  func editKeepsAChangeSomeoneElseMadeWhileTheSheetWasOpen() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }
    let blob = SyncUp.mock.attendees[0].id

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Blob's Meeting")))))) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Blob's Meeting" }
    }
    // Another user, in another process, renames an attendee and shortens the meeting meanwhile.
    store.state.$syncUp.withLock {
      $0.attendees[id: blob]?.name = "Blob Esq."
      $0.duration = .seconds(30)
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Blob's Meeting" }
    }
    #expect(store.state.syncUp.attendees[id: blob]?.name == "Blob Esq.")
    #expect(store.state.syncUp.duration == .seconds(30))
    #expect(store.state.syncUp.title == "Blob's Meeting")
  }

  @Test
  func editOfTheSameFieldAsSomeoneElseKeepsTheUsersEdit() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let blob = SyncUp.mock.attendees[0].id
    let blobJr = SyncUp.mock.attendees[1].id

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Mine")))))) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Mine" }
    }
    await store.send(\.destination.edit.addAttendeeButtonTapped) {
      $0.destination?.modify(\.edit) {
        $0.syncUp.attendees.append(Attendee(id: UUID(0)))
        $0.focus = .attendee(UUID(0))
      }
    }
    // The user renames Blob, names the new attendee and removes Blob Sr.
    let usersAttendees: IdentifiedArrayOf<Attendee> = [
      Attendee(id: blob, name: "Blob I"),
      SyncUp.mock.attendees[1],
      Attendee(id: UUID(0), name: "Blob III"),
    ]
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.attendees, usersAttendees)))))) {
      $0.destination?.modify(\.edit) { $0.syncUp.attendees = usersAttendees }
    }
    // Meanwhile someone else renames the sync-up and two attendees, one of them the user's.
    store.state.$syncUp.withLock {
      $0.title = "Theirs"
      $0.attendees[id: blob]?.name = "Blob II"
      $0.attendees[id: blobJr]?.name = "Blob Jr."
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock {
        $0.title = "Mine"
        $0.attendees = [
          Attendee(id: blob, name: "Blob I"),
          Attendee(id: blobJr, name: "Blob Jr."),
          Attendee(id: UUID(0), name: "Blob III"),
        ]
      }
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
