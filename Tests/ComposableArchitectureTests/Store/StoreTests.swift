import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct StoreTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable
    enum Action: Equatable { case increment, incrementLater, incremented, startTimer, stopTimer }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment, .incremented:
          state.count += 1
          return .none
        case .incrementLater:
          return .run { send in await send(.incremented) }
        case .startTimer:
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.incremented)
            }
          }
          .cancellable(id: CancelID.timer)
        case .stopTimer:
          return .cancel(id: CancelID.timer)
        }
      }
    }
  }

  @Test func synchronousSend() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.withState(\.count) == 2)
    #expect(store.count == 2)
  }

  @Test func effectRoundTrip() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    await store.send(.incrementLater).finish()
    #expect(store.count == 1)
  }

  @Test func timerCancellation() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.startTimer)
    await clock.advance(by: .seconds(3))
    #expect(store.count == 3)
    store.send(.stopTimer)
    await task.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.count == 3)
  }
}
