import ComposableArchitecture
import Testing

extension TestStoreTests {
  /// The 1.x `receive(…, timeout: UInt64)` spellings receive as their `Duration` versions do.
  @MainActor
  struct NanosecondTimeoutReceiveTests {
    struct Feature: Reducer {
      struct State: Equatable { var value = 0 }
      @CasePathable
      enum Action: Equatable { case load, loaded(Int) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
          return .run { send in await send(.loaded(42)) }
        case let .loaded(value):
          state.value = value
          return .none
        }
      }
    }

    private let second: UInt64 = 1_000_000_000

    @available(*, deprecated)
    @Test func receivesAnEqualAction() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.load)
      await store.receive(.loaded(42), timeout: self.second) { $0.value = 42 }
    }

    @available(*, deprecated)
    @Test func receivesAMatchingAction() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.load)
      await store.receive({ $0 == .loaded(42) }, timeout: self.second) { $0.value = 42 }
    }

    @available(*, deprecated)
    @Test func receivesAnActionOfACasePath() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.load)
      await store.receive(/Feature.Action.loaded, timeout: self.second) { $0.value = 42 }
    }

    @available(*, deprecated)
    @Test func receivesAnActionOfACaseKeyPath() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.load)
      await store.receive(\.loaded, timeout: self.second) { $0.value = 42 }
    }

    @available(*, deprecated)
    @Test func receivesAnActionOfACaseKeyPathWithItsValue() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.load)
      await store.receive(\.loaded, 42, timeout: self.second) { $0.value = 42 }
    }

    @available(*, deprecated)
    @Test func reportsAnotherValueOfTheCase() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.load)
      let issues = await knownIssues {
        await store.receive(\.loaded, 7, timeout: self.second) { $0.value = 42 }
      }
      #expect(issues.contains { $0.message.contains("Received unexpected action") }, "\(issues)")
    }
  }
}
