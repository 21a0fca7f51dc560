import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct CasePathReceiveTests {
    struct Feature: Reducer {
      struct State: Equatable { var value = 0 }
      enum Action: Equatable { case load, loaded(Int), other }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
          return .send(.loaded(42))
        case let .loaded(value):
          state.value = value
          return .none
        case .other:
          return .none
        }
      }
    }

    @available(*, deprecated)
    @Test func receivesAnActionOfTheCase() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.load)
      await store.receive(/Feature.Action.loaded) {
        $0.value = 42
      }
    }

    @available(*, deprecated)
    @Test func reportsAnActionOfAnotherCase() async {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.load)
      let issues = await knownIssues {
        await store.receive(/Feature.Action.other)
      }
      #expect(
        issues.contains { $0.message.contains("Received unexpected action") },
        "\(issues)"
      )
    }
  }
}
