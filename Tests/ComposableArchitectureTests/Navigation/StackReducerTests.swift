import ComposableArchitecture
import Testing

private struct Popper: Reducer {
  struct State: Equatable { var path = StackState<RecordMeeting.State>() }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<RecordMeeting>)
    case popAll
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .popAll { state.path.removeAll() }
      return .none
    }
    .forEach(\.path, action: \.path) { RecordMeeting() }
  }
}

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct StackReducerTests {
  let clock = TestClock()
  let syncUp = SyncUp(id: 1, title: "Design", minutes: 1)

  private func makeStore(
    _ state: AppFeature.State = AppFeature.State()
  ) -> StoreOf<AppFeature> {
    Store(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.stackElementID = .incrementing
    }
  }

  @Test func pushAndPop() {
    let store = makeStore(AppFeature.State(syncUps: [syncUp]))
    store.send(.syncUpTapped(id: 1))
    #expect(store.withState(\.path.ids) == [0])
    #expect(store.withState { $0.path[id: 0, case: \.detail]?.syncUp } == syncUp)

    store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp)))))
    #expect(store.withState(\.path.ids) == [0, 1])
    // An id given by a push is never handed out again.
    store.send(.syncUpTapped(id: 1))
    #expect(store.withState(\.path.ids) == [0, 1, 2])

    store.send(.path(.popFrom(id: 1)))
    #expect(store.withState(\.path.ids) == [0])
  }

  @Test func elementActionsReachTheirElementByID() {
    let store = makeStore(AppFeature.State(syncUps: [syncUp]))
    store.send(.syncUpTapped(id: 1))
    store.send(.syncUpTapped(id: 1))
    store.send(.path(.element(id: 1, action: .detail(.editButtonTapped))))
    #expect(store.withState { $0.path[id: 0, case: \.detail]?.destination } == nil)
    #expect(
      store.withState { $0.path[id: 1, case: \.detail]?.destination }
        == .edit(SyncUpForm.State(syncUp: syncUp))
    )
  }

  @Test func poppingCancelsTheElementsEffects() async {
    let store = makeStore(AppFeature.State(syncUps: [syncUp]))
    store.send(.syncUpTapped(id: 1))
    store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp)))))
    let timer = store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(3))
    #expect(store.withState { $0.path[id: 1, case: \.record]?.secondsElapsed } == 3)

    store.send(.path(.popFrom(id: 0)))
    #expect(store.withState(\.path).isEmpty)
    await timer.finish()
    // A tick after the pop would be reported as an action for a missing element.
    await clock.advance(by: .seconds(3))
  }

  @Test func poppingByMutatingStateCancelsTheElementsEffects() async {
    let store = Store(
      initialState: Popper.State(path: [RecordMeeting.State(syncUp: syncUp)])
    ) {
      Popper()
    } withDependencies: {
      $0.continuousClock = self.clock
      $0.stackElementID = .incrementing
    }
    let timer = store.send(.path(.element(id: 0, action: .onTask)))
    await clock.advance(by: .seconds(1))
    store.send(.popAll)
    await timer.finish()
    await clock.advance(by: .seconds(2))
  }

  @Test func actionForMissingElementIsReported() {
    let store = makeStore()
    withKnownIssue {
      store.send(.path(.element(id: 3, action: .detail(.editButtonTapped))))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
    withKnownIssue {
      store.send(.path(.popFrom(id: 3)))
    } matching: { issue in
      issue.description.contains(#"received a "popFrom" action for a missing element"#)
    }
  }

  @Test func pushingAnIDThatIsOnTheStackIsReported() {
    let store = makeStore(AppFeature.State(syncUps: [syncUp]))
    store.send(.syncUpTapped(id: 1))
    withKnownIssue {
      store.send(.path(.push(id: 0, state: .record(RecordMeeting.State(syncUp: syncUp)))))
    } matching: { issue in
      issue.description.contains("received a \"push\" action for an element it already contains")
    }
    #expect(store.withState(\.path.count) == 1)
  }

  @Test func elementDismissesItself() async {
    let store = makeStore(AppFeature.State(syncUps: [syncUp]))
    store.send(.syncUpTapped(id: 1))
    store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: syncUp)))))
    store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped))))
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmDiscard))))))
      .finish()
    #expect(store.withState(\.path.ids) == [0])
  }

  @Test func caseKeyPathsReachElementActionsByID() {
    let action = AppFeature.Action.path(
      .element(id: 0, action: .detail(.delegate(.deleteSyncUp(id: 1))))
    )
    #expect(action[case: \.path[id: 0].detail.delegate.deleteSyncUp] == Optional(1))
    #expect(action[case: \.path[id: 1].detail.delegate.deleteSyncUp] == nil)
    #expect(action.is(\.path.element))
    #expect(!action.is(\.path.popFrom))

    let path: CaseKeyPath<AppFeature.Action, SyncUpDetail.Action> = \.path[id: 2].detail
    #expect(
      path(.editButtonTapped) == .path(.element(id: 2, action: .detail(.editButtonTapped)))
    )
    let popFrom: CaseKeyPath<AppFeature.Action, StackElementID> = \.path.popFrom
    #expect(popFrom(4) == .path(.popFrom(id: 4)))
  }
}

private struct HolderStack: Reducer {
  struct State: Equatable {
    var path = StackState<Holder.State>()
  }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<Holder>)
  }
  let resource: @Sendable () -> Resource
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.path, action: \.path) { Holder(resource: self.resource) }
  }
}

extension StackReducerTests {
  @Test func poppedElementsEffectsAreReleased() async {
    let weakResource = WeakBox<Resource>()
    let store = Store(initialState: HolderStack.State(path: [Holder.State()])) {
      HolderStack(resource: {
        let resource = Resource()
        weakResource.value = resource
        return resource
      })
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
    let task = store.send(.path(.element(id: 0, action: .hold)))
    #expect(weakResource.value != nil)
    store.send(.path(.popFrom(id: 0)))
    await task.finish()
    #expect(weakResource.value == nil)
  }
}
