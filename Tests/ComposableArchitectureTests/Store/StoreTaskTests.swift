import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct StoreTaskTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var ticks = 0
      var now: Date?
    }
    enum Action: Equatable { case start, relay, relayed, startTimer, tick, readDate }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.date.now) var now

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.log.append("\(action)")
        switch action {
        case .start:
          return .run { send in await send(.relay) }
        case .relay:
          return .run { send in
            await Task.yield()
            await send(.relayed)
          }
        case .relayed:
          return .none
        case .startTimer:
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        case .readDate:
          state.now = self.now
          return .none
        }
      }
    }
  }

  @Test func finishWaitsForTheEffectsOfActionsSentBack() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.start).finish()
    #expect(store.log == ["start", "relay", "relayed"])
  }

  @Test func cancelStopsTheEffectsOfActionsSentBack() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) {
      // `.relay` arrives from `.start`'s effect; the timer belongs to the family of that send.
      Reduce<Feature.State, Feature.Action> { _, action in
        action == .relay ? .send(.startTimer) : .none
      }
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start)
    await clock.advance(by: .seconds(1))
    #expect(store.ticks == 1)
    #expect(!task.isCancelled)
    task.cancel()
    #expect(task.isCancelled)
    await task.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.ticks == 1)
  }

  @Test func cancellingTheTaskAwaitingFinishCancelsTheEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let storeTask = store.send(.startTimer)
    let waiter = Task { await storeTask.finish() }
    await clock.advance(by: .seconds(2))
    #expect(store.ticks == 2)
    waiter.cancel()
    await waiter.value
    #expect(storeTask.isCancelled)
    await clock.advance(by: .seconds(3))
    #expect(store.ticks == 2)
  }

  @Test func anActionWithoutEffectsHasNothingToWaitFor() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let task = store.send(.tick)
    #expect(task.isCancelled)
    #expect(task == store.send(.tick))
    await task.finish()
  }

  @Test func overridesInPlaceAtCreationApplyToLaterSends() {
    let date = Date(timeIntervalSince1970: 1_000)
    // Created inside `withDependencies`, sent to from outside it: the store pushes its own values.
    let store = withDependencies {
      $0.date.now = date
    } operation: {
      Store(initialState: Feature.State()) { Feature() }
    }
    store.send(.readDate)
    #expect(store.now == date)
  }
}
