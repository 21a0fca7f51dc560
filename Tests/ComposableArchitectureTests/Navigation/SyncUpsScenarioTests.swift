import ComposableArchitecture
import Testing

/// The logic of Scrumdinger, as rebuilt in the tour, across features: sheets, alerts, a stack,
/// delegates and timers.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct SyncUpsScenarioTests {
  let clock = TestClock()

  @Test func addSyncUpInASheetAndConfirm() {
    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.nextID = NextID()
    }
    store.send(.addSyncUpButtonTapped)
    #expect(store.withState(\.destination) == .add(SyncUpForm.State(syncUp: SyncUp(id: 1))))

    store.send(.destination(.presented(.add(.set(\.syncUp.title, "Engineering")))))
    store.send(.destination(.presented(.add(.addAttendeeButtonTapped))))
    store.send(.destination(.presented(.add(.binding(.set(\.syncUp.attendees[0], "Blob"))))))
    #expect(store.withState { $0.destination?.add?.syncUp.title } == "Engineering")

    store.send(.confirmAddSyncUpButtonTapped)
    #expect(store.withState(\.destination) == nil)
    #expect(
      store.withState(\.syncUps)
        == [SyncUp(id: 1, title: "Engineering", attendees: ["Blob"])]
    )
  }

  @Test func addSyncUpAndDiscard() {
    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.nextID = NextID()
    }
    store.send(.addSyncUpButtonTapped)
    store.send(.destination(.presented(.add(.set(\.syncUp.title, "Engineering")))))
    store.send(.discardButtonTapped)
    #expect(store.withState(\.destination) == nil)
    #expect(store.withState(\.syncUps).isEmpty)
  }

  @Test func deleteAfterADestructiveConfirmation() {
    let store = Store(
      initialState: SyncUpsList.State(syncUps: [SyncUp(id: 1, title: "Design")])
    ) {
      SyncUpsList()
    }
    store.send(.deleteButtonTapped(id: 1))
    #expect(store.withState(\.destination) == .alert(.deleteSyncUp(id: 1)))

    // Tapping a button of an alert dismisses it.
    store.send(.destination(.presented(.alert(.confirmDeletion(id: 1)))))
    #expect(store.withState(\.destination) == nil)
    #expect(store.withState(\.syncUps).isEmpty)
  }

  @Test func cancelADeletion() {
    let store = Store(
      initialState: SyncUpsList.State(syncUps: [SyncUp(id: 1, title: "Design")])
    ) {
      SyncUpsList()
    }
    store.send(.deleteButtonTapped(id: 1))
    let cancel = store.withState { $0.destination?.alert?.buttons[1] }
    #expect(cancel?.role == .cancel)
    #expect(cancel?.action.action == nil)
    // The user interface dismisses an alert whose button has no action.
    store.send(.destination(.dismiss))
    #expect(store.withState(\.destination) == nil)
    #expect(store.withState(\.syncUps.count) == 1)
  }

  @Test func drillDownEditAndConfirm() {
    let syncUp = SyncUp(id: 1, title: "Design")
    let store = Store(initialState: AppFeature.State(syncUps: [syncUp])) {
      AppFeature()
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
    store.send(.syncUpTapped(id: 1))
    store.send(.path(.element(id: 0, action: .detail(.editButtonTapped))))
    store.send(
      .path(
        .element(
          id: 0, action: .detail(.destination(.presented(.edit(.set(\.syncUp.title, "Product")))))
        )
      )
    )
    store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped))))

    var edited = syncUp
    edited.title = "Product"
    #expect(store.withState { $0.path[id: 0, case: \.detail] } == SyncUpDetail.State(syncUp: edited))
    // The detail told the root through its delegate.
    #expect(store.withState(\.syncUps) == [edited])
  }

  @Test func drillDownEditAndCancel() {
    let syncUp = SyncUp(id: 1, title: "Design")
    let store = Store(initialState: AppFeature.State(syncUps: [syncUp])) {
      AppFeature()
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
    store.send(.syncUpTapped(id: 1))
    store.send(.path(.element(id: 0, action: .detail(.editButtonTapped))))
    store.send(
      .path(
        .element(
          id: 0, action: .detail(.destination(.presented(.edit(.set(\.syncUp.title, "Product")))))
        )
      )
    )
    store.send(.path(.element(id: 0, action: .detail(.cancelEditButtonTapped))))
    #expect(store.withState { $0.path[id: 0, case: \.detail] } == SyncUpDetail.State(syncUp: syncUp))
    #expect(store.withState(\.syncUps) == [syncUp])
  }

  @Test func detailDeletesItsSyncUpThroughADelegateAndPopsItself() async {
    let syncUp = SyncUp(id: 1, title: "Design")
    let store = Store(initialState: AppFeature.State(syncUps: [syncUp])) {
      AppFeature()
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
    store.send(.syncUpTapped(id: 1))
    store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped))))
    #expect(store.withState { $0.path[id: 0, case: \.detail]?.destination?.alert } != nil)

    let task = store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))
    )
    // The alert went away at once; the delegate and the pop come from the effect.
    #expect(store.withState { $0.path[id: 0, case: \.detail]?.destination } == nil)
    await task.finish()
    #expect(store.withState(\.syncUps).isEmpty)
    #expect(store.withState(\.path).isEmpty)
  }

  @Test func recordAMeetingThatEndsWhenTheTimeIsUp() async {
    let syncUp = SyncUp(id: 1, title: "Design", minutes: 1)
    let store = Store(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.stackElementID = .incrementing
    }
    store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp)))))
    let timer = store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(59))
    #expect(store.withState { $0.path[id: 1, case: \.record]?.secondsElapsed } == 59)

    await clock.advance(by: .seconds(1))
    // Saving popped the recorder, which cancelled its timer.
    await timer.finish()
    #expect(store.withState(\.path.ids) == [0])
    #expect(store.withState { $0.path[id: 0, case: \.detail]?.syncUp.meetings } == ["N/A"])
    #expect(store.withState(\.syncUps[id: 1]?.meetings) == ["N/A"])
  }

  @Test func endAMeetingEarlyAndSave() async {
    let syncUp = SyncUp(id: 1, title: "Design", minutes: 1)
    let store = Store(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.stackElementID = .incrementing
    }
    store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp)))))
    let timer = store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(10))
    store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped))))
    // The alert pauses the meeting.
    await clock.advance(by: .seconds(10))
    #expect(store.withState { $0.path[id: 1, case: \.record]?.secondsElapsed } == 10)

    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmSave))))))
      .finish()
    await timer.finish()
    #expect(store.withState(\.path.ids) == [0])
    #expect(store.withState(\.syncUps[id: 1]?.meetings) == ["N/A"])
  }

  @Test func endAMeetingEarlyAndDiscard() async {
    let syncUp = SyncUp(id: 1, title: "Design", minutes: 1)
    let store = Store(
      initialState: AppFeature.State(
        path: [.detail(SyncUpDetail.State(syncUp: syncUp))], syncUps: [syncUp]
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.stackElementID = .incrementing
    }
    store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp)))))
    let timer = store.send(.path(.element(id: 1, action: .record(.onTask))))
    store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped))))
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmDiscard))))))
      .finish()
    await timer.finish()
    #expect(store.withState(\.path.ids) == [0])
    #expect(store.withState(\.syncUps[id: 1]?.meetings) == [])
  }
}

extension SyncUpsScenarioTests {
  @Test func replacingAPresentedSheetWithANewOneCancelsTheOldOnesEffects() async {
    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.nextID = NextID()
    }
    store.send(.addSyncUpButtonTapped)
    let suggestion = store.send(.destination(.presented(.add(.onTask))))
    // A new form, of the same case: observable state gives it a new identity.
    store.send(.addSyncUpButtonTapped)
    // Had the old form's effect survived, its suggestion would reach the new form.
    await clock.run()
    await suggestion.finish()
    #expect(store.withState(\.destination) == .add(SyncUpForm.State(syncUp: SyncUp(id: 2))))
  }

  @Test func aPresentedSheetsEffectsFeedBackIntoIt() async {
    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.nextID = NextID()
    }
    store.send(.addSyncUpButtonTapped)
    let suggestion = store.send(.destination(.presented(.add(.onTask))))
    await clock.advance(by: .seconds(1))
    await suggestion.finish()
    #expect(store.withState { $0.destination?.add?.syncUp.title } == "Daily standup")
  }
}
