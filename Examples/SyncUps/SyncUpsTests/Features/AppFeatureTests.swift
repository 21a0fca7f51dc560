import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

@MainActor
@Suite(.serialized)
struct AppFeatureTests {
  @Test
  func addThenOpen() async throws {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(\.syncUpsList.addSyncUpButtonTapped) {
      $0.syncUpsList.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }
    await store.send(.syncUpsList(.addSyncUp(.presented(.binding(.set(\.syncUp.title, "Design")))))) {
      $0.syncUpsList.addSyncUp?.syncUp.title = "Design"
    }
    await store.send(\.syncUpsList.confirmAddSyncUpButtonTapped) {
      $0.syncUpsList.addSyncUp = nil
      $0.syncUpsList.focus = UUID(0)
      $0.syncUpsList.$syncUps.withLock {
        $0 = [SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))], title: "Design")]
      }
    }

    let sharedSyncUp = try #require(Shared(store.state.syncUpsList.$syncUps[id: UUID(0)]))
    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: sharedSyncUp))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
  }

  @Test
  func editInDetailChangesTheList() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))])
      )
    ) {
      AppFeature()
    }

    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
      }
    }
    var editedSyncUp = SyncUp.mock
    editedSyncUp.title = "Product"
    await store.send(
      .path(
        .element(
          id: 0,
          action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp, editedSyncUp))))))
        )
      )
    ) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination?.modify(\.edit) { $0.syncUp = editedSyncUp } }
    }
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0[id: SyncUp.mock.id]?.title = "Product" }
    }
    #expect(syncUps.map(\.title) == ["Product"])
  }

  @Test
  func deleteFromDetailPopsAndRemoves() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }

    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: sharedSyncUp))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .alert(.deleteSyncUp) }
    }
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))
    ) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
    #expect(syncUps.isEmpty)
  }

  @Test
  func recordMeetingToTheEnd() async throws {
    var syncUp = SyncUp.mock
    syncUp.duration = .seconds(3)
    @Shared(.syncUps) var syncUps = [syncUp]
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    let clock = TestClock()
    let now = Date(timeIntervalSince1970: 1_234_567_890)
    let bells = LockIsolated(0)
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))])
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = now
      $0.speechClient.requestAuthorization = { .authorized }
      $0.speechClient.startTask = {
        AsyncThrowingStream {
          $0.yield(SpeechRecognitionResult(transcript: "I completed the project"))
          $0.finish()
        }
      }
      $0.terminalBell.ring = { bells.withValue { $0 += 1 } }
      $0.uuid = .incrementing
    }

    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: sharedSyncUp))
    }
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await store.receive(\.path[id: 1].record.speechResult) {
      $0.path[id: 1]?.modify(\.record) { $0.transcript = "I completed the project" }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1]?.modify(\.record) {
        $0.secondsElapsed = 1
        $0.speakerIndex = 1
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1]?.modify(\.record) {
        $0.secondsElapsed = 2
        $0.speakerIndex = 2
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1]?.modify(\.record) { $0.secondsElapsed = 3 }
      $0.syncUpsList.$syncUps.withLock {
        _ = $0[id: syncUp.id]?.meetings.insert(
          Meeting(id: UUID(0), date: now, transcript: "I completed the project"),
          at: 0
        )
      }
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
    // The effect that keeps the meeting should a database refuse it
    // (`withLockMergingIfRefused`).
    await store.finish()
    #expect(syncUps[id: syncUp.id]?.meetings.first?.transcript == "I completed the project")
    // The bell rang for the second and third speakers, not at the end.
    #expect(bells.value == 2)
  }
}
