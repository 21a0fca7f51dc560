import ComposableArchitecture
import Testing

/// The logic of Scrumdinger, tested exhaustively with `TestStore`: every state change, every
/// action effects send back and the end of every effect is asserted.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct SyncUpsTestStoreTests {
  let clock = TestClock()

  @Test func presentASheetEditAndConfirm() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.nextID = NextID()
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: 1)))
    }
    await store.send(\.destination.add.binding.syncUp, SyncUp(id: 1, title: "Engineering")) {
      $0.destination?.modify(\.add) { $0.syncUp.title = "Engineering" }
    }
    await store.send(\.destination.add.addAttendeeButtonTapped) {
      $0.destination?.modify(\.add) { $0.syncUp.attendees = [""] }
    }
    await store.send(.destination(.presented(.add(.set(\.syncUp.attendees[0], "Blob"))))) {
      $0.destination?.modify(\.add) { $0.syncUp.attendees = ["Blob"] }
    }
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.syncUps = [SyncUp(id: 1, title: "Engineering", attendees: ["Blob"])]
    }
  }

  @Test func presentedSheetsEffectsFeedBackIntoIt() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.nextID = NextID()
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: 1)))
    }
    await store.send(\.destination.add.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.add.titleSuggested, "Daily standup") {
      $0.destination?.modify(\.add) { $0.syncUp.title = "Daily standup" }
    }
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.syncUps = [SyncUp(id: 1, title: "Daily standup")]
    }
  }

  @Test func cancellingASheetCancelsItsEffects() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.nextID = NextID()
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: 1)))
    }
    await store.send(\.destination.add.onTask)
    await store.send(.discardButtonTapped) {
      $0.destination = nil
    }
    // The suggestion's effect was cancelled: the exhaustive store would fail on an effect still
    // in flight, or on an action received after dismissal.
    await clock.run()
  }

  @Test func deleteAfterADestructiveConfirmation() async {
    let store = TestStore(
      initialState: SyncUpsList.State(syncUps: [SyncUp(id: 1, title: "Design")])
    ) {
      SyncUpsList()
    }
    await store.send(.deleteButtonTapped(id: 1)) {
      $0.destination = .alert(.deleteSyncUp(id: 1))
    }
    await store.send(\.destination.alert.confirmDeletion, 1) {
      $0.destination = nil
      $0.syncUps = []
    }
  }

  @Test func drillDownAndPop() async {
    let syncUp = SyncUp(id: 1, title: "Design")
    let store = TestStore(initialState: AppFeature.State(syncUps: [syncUp])) {
      AppFeature()
    }
    await store.send(.syncUpTapped(id: 1)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path[id: 0] = nil
    }
  }

  @Test func drillDownEditAndConfirm() async {
    let syncUp = SyncUp(id: 1, title: "Design")
    let store = TestStore(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .edit(SyncUpForm.State(syncUp: syncUp)) }
    }
    var edited = syncUp
    edited.title = "Product"
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, edited) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination?.modify(\.edit) { $0.syncUp = edited } }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = nil
        $0.syncUp = edited
      }
    }
    await store.receive(\.path[id: 0].detail.delegate.syncUpUpdated, edited) {
      $0.syncUps = [edited]
    }
  }

  @Test func detailDeletesItsSyncUpThroughADelegateAndPopsItself() async {
    let syncUp = SyncUp(id: 1, title: "Design")
    let store = TestStore(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
            ButtonState(role: .cancel) { TextState("Nevermind") }
          }
        )
      }
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
    }
    await store.receive(\.path[id: 0].detail.delegate.deleteSyncUp, 1) {
      $0.syncUps = []
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  @Test func recordAMeetingUntilTheTimeIsUp() async {
    let syncUp = SyncUp(id: 1, title: "Design", minutes: 1)
    let store = TestStore(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = self.clock
    }
    await store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp))))) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 1].record.onTask)
    for second in 1...60 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 1].record.timerTick) {
        $0.path[id: 1]?.modify(\.record) { $0.secondsElapsed = second }
      }
    }
    var recorded = syncUp
    recorded.meetings = ["N/A"]
    await store.receive(\.path[id: 1].record.delegate.save, "N/A") {
      $0.path[id: 0]?.modify(\.detail) { $0.syncUp = recorded }
      $0.syncUps = [recorded]
    }
    // Saving dismissed the recorder, which cancelled its timer.
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
  }

  @Test func endAMeetingEarlyAndDiscardIt() async {
    let syncUp = SyncUp(id: 1, title: "Design", minutes: 1)
    let store = TestStore(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = self.clock
    }
    await store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp))))) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 1].record.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1]?.modify(\.record) { $0.secondsElapsed = 1 }
    }
    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.path[id: 1]?.modify(\.record) {
        $0.alert = AlertState {
          TextState("End meeting?")
        } actions: {
          ButtonState(action: .confirmSave) { TextState("Save and end") }
          ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
          ButtonState(role: .cancel) { TextState("Resume") }
        }
      }
    }
    // The alert pauses the meeting: ticks change nothing.
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick)
    await store.send(\.path[id: 1].record.alert.confirmDiscard) {
      $0.path[id: 1]?.modify(\.record) { $0.alert = nil }
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
  }
}

extension SyncUpsTestStoreTests {
  @Test func cancelADeletion() async {
    let store = TestStore(
      initialState: SyncUpsList.State(syncUps: [SyncUp(id: 1, title: "Design")])
    ) {
      SyncUpsList()
    }
    await store.send(.deleteButtonTapped(id: 1)) {
      $0.destination = .alert(.deleteSyncUp(id: 1))
    }
    // The user interface dismisses an alert whose tapped button has no action.
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func replacingASheetWithANewOneCancelsTheOldOnesEffects() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.nextID = NextID()
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: 1)))
    }
    await store.send(\.destination.add.onTask)
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: 2)))
    }
    // Had the first form's suggestion survived, it would reach the second form.
    await clock.run()
  }

  @Test func drillDownEditAndCancel() async {
    let syncUp = SyncUp(id: 1, title: "Design")
    let store = TestStore(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .edit(SyncUpForm.State(syncUp: syncUp)) }
    }
    await store.send(\.path[id: 0].detail.destination.edit, .set(\.syncUp.title, "Product")) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.syncUp.title = "Product" }
      }
    }
    await store.send(\.path[id: 0].detail.cancelEditButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
    }
  }

  @Test func endAMeetingEarlyAndSaveIt() async {
    let syncUp = SyncUp(id: 1, title: "Design", minutes: 1)
    let store = TestStore(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = self.clock
    }
    await store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp))))) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 1].record.onTask)
    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.path[id: 1]?.modify(\.record) {
        $0.alert = AlertState {
          TextState("End meeting?")
        } actions: {
          ButtonState(action: .confirmSave) { TextState("Save and end") }
          ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
          ButtonState(role: .cancel) { TextState("Resume") }
        }
      }
    }
    await store.send(\.path[id: 1].record.alert.confirmSave) {
      $0.path[id: 1]?.modify(\.record) { $0.alert = nil }
    }
    var recorded = syncUp
    recorded.meetings = ["N/A"]
    await store.receive(\.path[id: 1].record.delegate.save, "N/A") {
      $0.path[id: 0]?.modify(\.detail) { $0.syncUp = recorded }
      $0.syncUps = [recorded]
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
  }
}
