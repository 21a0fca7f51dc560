import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct ForEachTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    @CasePathable
    enum Action: Equatable { case increment, startTimer, tick }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment, .tick:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }

  struct List: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    @CasePathable
    enum Action: Equatable {
      case remove(id: Int)
      case rows(IdentifiedActionOf<Row>)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case let .remove(id) = action { state.rows.remove(id: id) }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @Test func rowActionMutatesOnlyItsRow() {
    let store = Store(initialState: List.State(rows: [.init(id: 1), .init(id: 2)])) { List() }
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(store.withState(\.rows) == [.init(id: 1), .init(id: 2, count: 1)])
  }

  @Test func sameCancelIDInTwoRowsDoesNotCollide_andRemovalCancels() async {
    let clock = TestClock()
    let store = Store(initialState: List.State(rows: [.init(id: 1), .init(id: 2)])) {
      List()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let first = store.send(.rows(.element(id: 1, action: .startTimer)))
    let second = store.send(.rows(.element(id: 2, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    #expect(store.withState { $0.rows.map(\.count) } == [1, 1])
    store.send(.remove(id: 1))
    await first.finish()
    await clock.advance(by: .seconds(1))
    #expect(store.withState(\.rows) == [.init(id: 2, count: 2)])
    second.cancel()
    await second.finish()
  }

  @Test func caseKeyPathToOneRow() {
    let action = List.Action.rows(.element(id: 3, action: .tick))
    #expect(action[case: \.rows[id: 3]] == .tick)
    #expect(action[case: \.rows[id: 4]] == nil)
    #expect(action.is(\.rows[id: 3].tick))
  }

  @Test func missingRowIsReported() {
    let store = Store(initialState: List.State()) { List() }
    withKnownIssue {
      store.send(.rows(.element(id: 9, action: .increment)))
    } matching: { issue in
      issue.description.contains(#"received an action for a missing element."#)
    }
  }
}
