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

  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var log: [String] = []
      var searches: [String] = []
    }
    enum Action: Equatable { case setQuery(String), search(String) }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .setQuery(query):
          state.query = query
          return .none
        case let .search(query):
          state.searches.append(query)
          return .none
        }
      }
      .onChange(of: \.query) { oldQuery, state in
        state.log.append("\(oldQuery)→\(state.query)")
        return .send(.search(state.query))
      }
    }
  }

  @Test func theEffectFormGetsTheOldValueAndTheNewStateAndItsEffectRuns() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.setQuery("a")) {
      $0.query = "a"
      $0.log = ["→a"]
    }
    await store.receive(.search("a")) {
      $0.searches = ["a"]
    }
    await store.send(.setQuery("a"))
    await store.send(.setQuery("ab")) {
      $0.query = "ab"
      $0.log = ["→a", "a→ab"]
    }
    await store.receive(.search("ab")) {
      $0.searches = ["a", "ab"]
    }
  }
}
