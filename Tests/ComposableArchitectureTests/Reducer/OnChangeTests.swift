import ComposableArchitecture
import Testing

@MainActor
struct OnChangeTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var query = ""
      var changes: [String] = []
    }
    enum Action { case setQuery(String) }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case let .setQuery(query) = action { state.query = query }
        return .none
      }
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("\(oldValue)→\(newValue)")
          return .none
        }
      }
    }
  }

  @Test func runsOnlyWhenTheValueChanges() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.setQuery("a"))
    store.send(.setQuery("a"))
    store.send(.setQuery("ab"))
    #expect(store.withState(\.changes) == ["→a", "a→ab"])
  }
}
