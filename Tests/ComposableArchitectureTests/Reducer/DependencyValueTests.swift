import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct DependencyValueTests {
  struct Speller: TestDependencyKey, Sendable {
    var spell: @Sendable (Int) -> String
    static let testValue = Speller { "\($0)" }
  }

  @Reducer
  struct Feature {
    struct State: Equatable { var spelled: [String] = [] }
    enum Action: Equatable { case spell(Int), spellLater(Int), spelled(String) }
    @Dependency(Speller.self) var speller
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .spell(number):
          state.spelled.append(self.speller.spell(number))
          return .none
        case let .spellLater(number):
          return .run { send in await send(.spelled(self.speller.spell(number))) }
        case let .spelled(spelled):
          state.spelled.append(spelled)
          return .none
        }
      }
    }
  }

  @Test func overridesTheDependencyForTheReducerAndItsEffects() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .dependency(Speller { $0 == 1 ? "one" : "many" })
    }
    await store.send(.spell(1)) { $0.spelled = ["one"] }
    await store.send(.spellLater(2))
    await store.receive(.spelled("many")) { $0.spelled = ["one", "many"] }
  }
}
