import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct CancellationTests {
  struct Timer: Reducer {
    struct State: Equatable { var ticks = 0 }
    @CasePathable
    enum Action: Equatable {
      case start, startReplacing, stop, stopBoth, cancelFromEffect, tick, startWrapped
    }
    enum CancelID { case timer, other }
    @Dependency(\.continuousClock) var clock

    var ticking: Effect<Action> {
      .run { send in
        for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return self.ticking.cancellable(id: CancelID.timer)
      case .startReplacing:
        return self.ticking.cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .stopBoth:
        return .cancel(ids: [CancelID.timer, CancelID.other])
      case .cancelFromEffect:
        return .run { _ in Task.cancel(id: CancelID.timer) }
      case .startWrapped:
        return .run { send in
          await withTaskCancellation(id: CancelID.other) {
            for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  func makeStore(_ clock: TestClock<Duration>) -> StoreOf<Timer> {
    Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func cancelStopsTheEffect() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    let task = store.send(.start)
    await clock.advance(by: .seconds(2))
    store.send(.stop)
    await task.finish()
    await clock.advance(by: .seconds(2))
    #expect(store.withState(\.ticks) == 2)
  }

  @Test func cancelRightAfterStartingStillCancels() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    let task = store.send(.start)
    store.send(.stop)
    await task.finish()
    #expect(store.withState(\.ticks) == 0)
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    let first = store.send(.startReplacing)
    await clock.advance(by: .seconds(1))
    let second = store.send(.startReplacing)
    await first.finish()
    await clock.advance(by: .seconds(1))
    #expect(store.withState(\.ticks) == 2, "one tick from each timer, never two per second")
    store.send(.stop)
    await second.finish()
  }

  @Test func cancelIDsAndWithTaskCancellation() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    let first = store.send(.start)
    let second = store.send(.startWrapped)
    await clock.advance(by: .seconds(1))
    #expect(store.withState(\.ticks) == 2)
    store.send(.stopBoth)
    await first.finish()
    await second.finish()
    await clock.advance(by: .seconds(1))
    #expect(store.withState(\.ticks) == 2)
  }

  @Test func taskCancelFromAnotherEffect() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    let timer = store.send(.start)
    await store.send(.cancelFromEffect).finish()
    await timer.finish()
    #expect(store.withState(\.ticks) == 0)
  }

  @Test func cancellationIDsAreScopedToTheirStore() async {
    let clock = TestClock()
    let store1 = self.makeStore(clock)
    let store2 = self.makeStore(clock)
    let timer1 = store1.send(.start)
    let timer2 = store2.send(.start)
    store1.send(.stop)
    await timer1.finish()
    await clock.advance(by: .seconds(1))
    #expect(store1.withState(\.ticks) == 0)
    #expect(store2.withState(\.ticks) == 1)
    store2.send(.stop)
    await timer2.finish()
  }

  @Test func storeTaskCancelCancelsTheActionsEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    let task = store.send(.start)
    task.cancel()
    await task.finish()
    await clock.advance(by: .seconds(1))
    #expect(store.withState(\.ticks) == 0)
  }
}
