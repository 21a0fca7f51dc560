import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

@MainActor
@Suite(.serialized)
struct SyncUpFormTests {
  @Test
  func anEmptyFormStartsWithOneAttendee() {
    let state = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      SyncUpForm.State(syncUp: SyncUp(id: UUID(0)))
    }
    #expect(state.syncUp.attendees.map(\.id) == [UUID(0)])
    #expect(state.focus == .title)
  }

  @Test
  func addAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(), attendees: [Attendee(id: UUID(0))])
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(UUID(0))
      $0.syncUp.attendees.append(Attendee(id: UUID(0)))
    }
  }

  @Test
  func editTitle() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(), attendees: [Attendee(id: UUID(0))])
      )
    ) {
      SyncUpForm()
    }

    await store.send(.binding(.set(\.syncUp.title, "Engineering"))) {
      $0.syncUp.title = "Engineering"
    }
  }

  @Test
  func removeFocusedAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        focus: .attendee(UUID(0)),
        syncUp: SyncUp(id: UUID(), attendees: [Attendee(id: UUID(0)), Attendee(id: UUID(1))])
      )
    ) {
      SyncUpForm()
    }

    await store.send(.onDeleteAttendees([0])) {
      $0.focus = .attendee(UUID(1))
      $0.syncUp.attendees = [Attendee(id: UUID(1))]
    }
  }

  @Test
  func removeAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(
          id: UUID(),
          attendees: [Attendee(id: UUID(0)), Attendee(id: UUID(1)), Attendee(id: UUID(2))]
        )
      )
    ) {
      SyncUpForm()
    }

    await store.send(.onDeleteAttendees([2])) {
      $0.focus = .attendee(UUID(1))
      $0.syncUp.attendees = [Attendee(id: UUID(0)), Attendee(id: UUID(1))]
    }
  }

  @Test
  func removingTheLastAttendeeLeavesAnEmptyOne() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(), attendees: [Attendee(id: UUID(7), name: "Blob")])
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.onDeleteAttendees([0])) {
      $0.focus = .attendee(UUID(0))
      $0.syncUp.attendees = [Attendee(id: UUID(0))]
    }
  }
}
