import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct IfLetTests {
  struct Timer: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var ticks = 0
    }
    @CasePathable
    enum Action: Equatable { case start, tick }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var timer: Timer.State?
    }
    @CasePathable
    enum Action: Equatable {
      case show(Int)
      case hide
      case timer(Timer.Action)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .show(id):
          state.timer = Timer.State(id: id)
          return .none
        case .hide:
          state.timer = nil
          return .none
        case .timer:
          return .none
        }
      }
      .ifLet(\.timer, action: \.timer) { Timer() }
    }
  }

  @Test func childEffectsAreCancelledWhenStateBecomesNil() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.show(1))
    let timer = store.send(.timer(.start))
    await clock.advance(by: .seconds(2))
    #expect(store.withState(\.timer?.ticks) == 2)
    store.send(.hide)
    await timer.finish()
    await clock.advance(by: .seconds(5))
    #expect(store.withState(\.timer) == nil)
  }

  @Test func replacingTheChildCancelsTheOldChildsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.show(1))
    let oldTimer = store.send(.timer(.start))
    store.send(.show(2))
    await oldTimer.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.withState(\.timer) == Timer.State(id: 2, ticks: 0))
  }

  @Test func actionWhileNilIsReported() {
    let store = Store(initialState: Parent.State()) { Parent() }
    withKnownIssue {
      store.send(.timer(.tick))
    } matching: { issue in
      issue.description.contains(#"An "ifLet" at "#)
        && issue.description.contains(#"received a child action when child state was "nil"."#)
    }
  }

  @Test func optionalChildStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.timer, action: \.timer) == nil)
    store.send(.show(7))
    let child = store.scope(state: \.timer, action: \.timer)
    #expect(child?.id == 7)
    child?.send(.tick)
    #expect(store.withState(\.timer?.ticks) == 1)
  }
}
