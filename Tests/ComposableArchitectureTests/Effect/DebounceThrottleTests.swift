import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct DebounceThrottleTests {
  struct Search: Reducer {
    struct State: Equatable { var results: [String] = [] }
    @CasePathable
    enum Action: Equatable { case debounced(String), throttled(String), throttledLatest(String), result(String) }
    enum CancelID { case debounce, throttle }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .debounced(query):
        return .send(.result(query))
          .debounce(id: CancelID.debounce, for: .seconds(1), clock: self.clock)
      case let .throttled(query):
        return .send(.result(query))
          .throttle(id: CancelID.throttle, for: .seconds(1), clock: self.clock, latest: false)
      case let .throttledLatest(query):
        return .send(.result(query))
          .throttle(id: CancelID.throttle, for: .seconds(1), clock: self.clock, latest: true)
      case let .result(query):
        state.results.append(query)
        return .none
      }
    }
  }

  func makeStore(_ clock: TestClock<Duration>) -> StoreOf<Search> {
    Store(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func debounceSendsOnlyTheLastAfterQuiet() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    store.send(.debounced("a"))
    await clock.advance(by: .milliseconds(500))
    store.send(.debounced("ab"))
    await clock.advance(by: .milliseconds(500))
    #expect(store.withState(\.results) == [])
    let last = store.send(.debounced("abc"))
    await clock.advance(by: .seconds(1))
    await last.finish()
    #expect(store.withState(\.results) == ["abc"])
  }

  @Test func throttleSendsFirstAtOnceThenFirstHeldBackAtIntervalEnd() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.throttled("1")).finish()
    #expect(store.withState(\.results) == ["1"])
    store.send(.throttled("2"))
    await clock.advance(by: .milliseconds(100))
    let third = store.send(.throttled("3"))
    await clock.advance(by: .milliseconds(100))
    #expect(store.withState(\.results) == ["1"])
    await clock.advance(by: .seconds(1))
    await third.finish()
    #expect(store.withState(\.results) == ["1", "2"])
  }

  @Test func throttleLatestSendsTheMostRecent() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.throttledLatest("1")).finish()
    store.send(.throttledLatest("2"))
    await clock.advance(by: .milliseconds(100))
    let third = store.send(.throttledLatest("3"))
    await clock.advance(by: .seconds(1))
    await third.finish()
    #expect(store.withState(\.results) == ["1", "3"])
  }
}
