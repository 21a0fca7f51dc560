import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct EffectRunNameTests {
  @Reducer
  struct Feature {
    struct State: Equatable { var names: [String?] = [] }
    enum Action: Equatable { case start, named(String?) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .merge(
            .run(name: "Feature.fetch") { send in await send(.named(Task.name)) },
            .run { send in await send(.named(Task.name)) }
          )
        case let .named(name):
          state.names.append(name)
          return .none
        }
      }
    }
  }

  @Test func theEffectRunsInATaskOfThatName() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.start).finish()
    #expect(store.names.contains("Feature.fetch"))
    #expect(store.names.contains(nil))
  }

  @Reducer
  struct Parent {
    struct State: Equatable { var child = Feature.State() }
    enum Action: Equatable { case child(Feature.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Feature() }
    }
  }

  @Test func scopedEffectsKeepTheirName() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    await store.send(.child(.start)).finish()
    #expect(store.withState(\.child.names).contains("Feature.fetch"))
  }

  @Test func withTaskCancellationTakesTheCallersIsolation() async {
    let value = await withTaskCancellation(id: "isolated", isolation: MainActor.shared) { 1 }
    #expect(value == 1)
  }
}
