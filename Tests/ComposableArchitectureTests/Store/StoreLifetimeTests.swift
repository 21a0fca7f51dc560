import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct StoreLifetimeTests {
  struct LongLiving: Reducer {
    struct State: Equatable {}
    enum Action { case start, tick }
    let didEnd: LockIsolated<Bool>
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [didEnd] send in
          for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
          didEnd.setValue(true)
        }
      case .tick:
        return .none
      }
    }
  }

  @Test func effectsAreCancelledAndTheStoreReleasedWhenNothingHoldsIt() async {
    let clock = TestClock()
    let didEnd = LockIsolated(false)
    weak var weakStore: StoreOf<LongLiving>?
    var task: StoreTask?
    do {
      let store = Store(initialState: LongLiving.State()) {
        LongLiving(didEnd: didEnd)
      } withDependencies: {
        $0.continuousClock = clock
      }
      weakStore = store
      task = store.send(.start)
      await clock.advance(by: .seconds(1))
    }
    #expect(weakStore == nil, "an in-flight effect must not keep its store alive")
    await task?.finish()
    #expect(didEnd.value)
  }

  @Test func actionsFromEffectsAreProcessedOneAtATimeInOrder() async {
    struct Ordered: Reducer {
      struct State: Equatable { var log: [Int] = [] }
      enum Action { case start, record(Int) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { send in
            for index in 1...5 { await send(.record(index)) }
          }
        case let .record(index):
          state.log.append(index)
          return index < 10 && index.isMultiple(of: 2) ? .send(.record(index * 10)) : .none
        }
      }
    }
    let store = Store(initialState: Ordered.State()) { Ordered() }
    await store.send(.start).finish()
    #expect(store.withState(\.log) == [1, 2, 20, 3, 4, 40, 5])
  }
}
