import ComposableArchitecture
import Testing

/// The cancellation id every feature of these tests gives its timer: the same value at every
/// level, so that only the navigation path tells them apart.
private enum CancelID { case timer }

/// A feature with a timer that it can start and cancel, and that can present another one.
private struct Level: Reducer {
  struct State: Equatable {
    var ticks = 0
    @PresentationState var child: Level.State?
  }

  @CasePathable
  indirect enum Action: Equatable {
    case cancelTimersButtonTapped
    case child(PresentationAction<Level.Action>)
    case presentChildButtonTapped
    case startTimerButtonTapped
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelTimersButtonTapped:
        return .cancel(id: CancelID.timer)
      case .child:
        return .none
      case .presentChildButtonTapped:
        state.child = Level.State()
        return .none
      case .startTimerButtonTapped:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Level() }
  }
}

/// A parent presenting two children side by side, each a ``Level``.
private struct Siblings: Reducer {
  struct State: Equatable {
    var level = Level.State()
    @PresentationState var sibling: Level.State?
  }

  @CasePathable
  enum Action: Equatable {
    case level(Level.Action)
    case sibling(PresentationAction<Level.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.level, action: \.level) { Level() }
    Reduce { state, action in
      if case .level(.presentChildButtonTapped) = action {
        state.sibling = Level.State()
      }
      return .none
    }
    .ifLet(\.$sibling, action: \.sibling) { Level() }
  }
}

/// A parent whose child state is removed by reducers other than the one that integrates it:
/// one that runs before it in the body, one that runs after it.
private struct Dismissers: Reducer {
  struct State: Equatable {
    @PresentationState var child: Level.State?
    var path = StackState<Level.State>()
  }

  @CasePathable
  enum Action: Equatable {
    case child(PresentationAction<Level.Action>)
    case noop
    case path(StackActionOf<Level>)
    case removeAfter
    case removeBefore
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .removeBefore {
        state.child = nil
        state.path.removeAll()
      }
      return .none
    }
    EmptyReducer()
      .ifLet(\.$child, action: \.child) { Level() }
      .forEach(\.path, action: \.path) { Level() }
    Reduce { state, action in
      if action == .removeAfter {
        state.child = nil
        state.path.removeAll()
      }
      return .none
    }
  }
}

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct NavigationCancellationTests {
  let clock = TestClock()

  private func ticks(_ store: StoreOf<Level>) -> [Int] {
    store.withState { [$0.ticks, $0.child?.ticks ?? -1, $0.child?.child?.ticks ?? -1] }
  }

  private func makeThreeLevels() -> StoreOf<Level> {
    let store = Store(initialState: Level.State()) {
      Level()
    } withDependencies: {
      $0.continuousClock = self.clock
    }
    store.send(.presentChildButtonTapped)
    store.send(.child(.presented(.presentChildButtonTapped)))
    store.send(.startTimerButtonTapped)
    store.send(.child(.presented(.startTimerButtonTapped)))
    store.send(.child(.presented(.child(.presented(.startTimerButtonTapped)))))
    return store
  }

  @Test func cancelReachesTheEffectsOfPresentedDescendants() async {
    let store = self.makeThreeLevels()
    await self.clock.advance(by: .seconds(1))
    #expect(self.ticks(store) == [1, 1, 1])

    store.send(.cancelTimersButtonTapped)
    await self.clock.advance(by: .seconds(2))
    #expect(self.ticks(store) == [1, 1, 1])
  }

  @Test func cancelFromAChildNeverReachesItsParent() async {
    let store = self.makeThreeLevels()
    store.send(.child(.presented(.cancelTimersButtonTapped)))
    await self.clock.advance(by: .seconds(2))
    // The root's timer goes on; the child's and the grandchild's are cancelled.
    #expect(self.ticks(store) == [2, 0, 0])

    store.send(.child(.presented(.child(.presented(.startTimerButtonTapped)))))
    store.send(.child(.presented(.child(.presented(.cancelTimersButtonTapped)))))
    await self.clock.advance(by: .seconds(1))
    #expect(self.ticks(store) == [3, 0, 0])
    store.send(.cancelTimersButtonTapped)
  }

  @Test func cancelFromAChildNeverReachesItsSibling() async {
    let store = Store(initialState: Siblings.State()) {
      Siblings()
    } withDependencies: {
      $0.continuousClock = self.clock
    }
    store.send(.level(.presentChildButtonTapped))
    store.send(.level(.child(.presented(.startTimerButtonTapped))))
    store.send(.sibling(.presented(.startTimerButtonTapped)))
    store.send(.level(.child(.presented(.cancelTimersButtonTapped))))
    await self.clock.advance(by: .seconds(2))
    #expect(store.withState { $0.level.child?.ticks } == 0)
    #expect(store.withState { $0.sibling?.ticks } == 2)
    store.send(.sibling(.presented(.cancelTimersButtonTapped)))
  }

  private func makeDismissers() async -> TestStoreOf<Dismissers> {
    let store = TestStore(
      initialState: Dismissers.State(child: Level.State(), path: [Level.State()])
    ) {
      Dismissers()
    } withDependencies: {
      $0.continuousClock = self.clock
    }
    await store.send(.child(.presented(.startTimerButtonTapped)))
    await store.send(.path(.element(id: 0, action: .startTimerButtonTapped)))
    await self.clock.advance(by: .seconds(1))
    await store.receive(\.child.presented.tick) {
      $0.child?.ticks = 1
    }
    await store.receive(\.path[id: 0].tick) {
      $0.path[id: 0]?.ticks = 1
    }
    return store
  }

  @Test func removingChildStateBeforeTheIntegratingReducerCancelsItsEffects() async {
    let store = await self.makeDismissers()
    await store.send(.removeBefore) {
      $0.child = nil
      $0.path = StackState()
    }
    // No tick arrives, and the test ends with no effect in flight.
    await self.clock.advance(by: .seconds(2))
  }

  @Test func removingChildStateAfterTheIntegratingReducerCancelsItsEffects() async {
    let store = await self.makeDismissers()
    await store.send(.removeAfter) {
      $0.child = nil
      $0.path = StackState()
    }
    // As upstream, the integrating reducers see the removal with the next action.
    await store.send(.noop)
    await self.clock.advance(by: .seconds(2))
  }
}

/// A destination enum with a feature and an alert, written as the `@Reducer` macro writes one.
private struct ChildOrAlert: Reducer {
  @CasePathable
  enum State: Equatable {
    case alert(AlertState<Alert>)
    case child(Level.State)
  }

  @CasePathable
  enum Action: Equatable {
    case alert(Alert)
    case child(Level.Action)
  }

  enum Alert: Equatable { case ok }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level() }
  }
}

private struct AlertHost: Reducer {
  struct State: Equatable {
    @PresentationState var destination: ChildOrAlert.State?
  }

  @CasePathable
  enum Action: Equatable {
    case destination(PresentationAction<ChildOrAlert.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination) { ChildOrAlert() }
  }
}

extension NavigationCancellationTests {
  @Test func actionForAnotherCaseThanThePresentedAlertWarnsAndKeepsTheAlert() async {
    let alert = AlertState<ChildOrAlert.Alert> { TextState("Saved") }
    let store = TestStore(initialState: AlertHost.State(destination: .alert(alert))) {
      AlertHost()
    }
    let issues = await knownIssues {
      await store.send(.destination(.presented(.child(.tick))))
    }
    #expect(messages(issues).map { $0.hasPrefix(#"A "Scope" at "#) } == [true])
    #expect(store.state.destination == .alert(alert))

    await store.send(.destination(.presented(.alert(.ok)))) {
      $0.destination = nil
    }
  }
}
