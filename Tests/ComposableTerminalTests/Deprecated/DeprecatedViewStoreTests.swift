import ComposableArchitecture
import Testing

@testable import ComposableTerminal

// The view stores TCA deprecated in 1.7, as codebases still write them: `WithViewStore`,
// `ViewStore`'s bindings, `IfLetStore` and `ForEachStore`, drawn in cells.
@Reducer
struct LegacyCounters {
  @ObservableState
  struct State: Equatable {
    var counters: IdentifiedArrayOf<LegacyCounter.State> = []
    var detail: LegacyCounter.State?
    var title = ""
  }

  enum Action {
    case counters(IdentifiedActionOf<LegacyCounter>)
    case detail(LegacyCounter.Action)
    case titleChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .titleChanged(title) = action { state.title = title }
      return .none
    }
    .forEach(\.counters, action: \.counters) { LegacyCounter() }
    .ifLet(\.detail, action: \.detail) { LegacyCounter() }
  }
}

@Reducer
struct LegacyCounter {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@available(*, deprecated)
struct LegacyCountersView: View {
  let store: StoreOf<LegacyCounters>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      TextField("Title", text: viewStore.binding(get: \.title, send: { .titleChanged($0) }))
      Text("Counters: \(viewStore.counters.count)")
    }
    ForEachStore(store.scope(state: \.counters, action: \.counters)) { counterStore in
      WithViewStore(counterStore, observe: \.count) { viewStore in
        Button("#\(counterStore.id): \(viewStore.state)") { viewStore.send(.incrementButtonTapped) }
      }
    }
    IfLetStore(store.scope(state: \.detail, action: \.detail)) { detailStore in
      Text("Detail \(detailStore.count)")
    } else: {
      Text("No detail")
    }
  }
}

@MainActor
struct DeprecatedViewStoreTests {
  @available(*, deprecated)
  @Test func withViewStoreForEachStoreAndIfLetStoreDrawAndSendTheirActions() {
    let store = Store(
      initialState: LegacyCounters.State(counters: [.init(id: 1), .init(id: 2, count: 5)])
    ) { LegacyCounters() }
    let driver = HeadlessDriver(size: Size(width: 20, height: 6)) { LegacyCountersView(store: store) }
    #expect(driver.lines == ["[Title             ]", "Counters: 2", "[ #1: 0 ]", "[ #2: 5 ]", "No detail"])

    driver.type("Hi")
    driver.press(.tab, .tab, .enter)

    #expect(store.title == "Hi")
    #expect(store.counters[id: 2]?.count == 6)
    #expect(driver.lines[3] == "[ #2: 6 ]")
  }

  @available(*, deprecated)
  @Test func ifLetStoreShowsTheChildWhileItsStateIsPresent() {
    let store = Store(initialState: LegacyCounters.State(detail: .init(id: 9, count: 3))) { LegacyCounters() }
    let driver = HeadlessDriver(size: Size(width: 20, height: 4)) { LegacyCountersView(store: store) }
    #expect(driver.lines.last == "Detail 3")
  }
}
