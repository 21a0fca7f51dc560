import ComposableArchitecture
import Testing

@MainActor
struct PrintChangesTests {
  struct CounterFeature: Reducer {
    struct State: Equatable {
      var count = 0
      var fact: String?
      var isTimerOn = false
    }
    enum Action { case incrementButtonTapped, noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }

  @Test func printsActionAndStateDiffInTheSeedsFormat() {
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()._printChanges(.customDump { line in output.withValue { $0.append(line) } })
    }
    store.send(.incrementButtonTapped)
    store.send(.noop)
    #expect(
      output.value == [
        """
        received action:
          PrintChangesTests.CounterFeature.Action.incrementButtonTapped
          PrintChangesTests.CounterFeature.State(
        -   count: 0,
        +   count: 1,
            fact: nil,
            isTimerOn: false
          )
        """,
        """
        received action:
          PrintChangesTests.CounterFeature.Action.noop
          (No state changes)
        """,
      ]
    )
  }

  @Test func actionLabelsNameTypesDeclaredInATestAsUpstream() {
    // Declared in the test method: the runtime's name has an "(unknown context at $…)" part.
    struct State: Equatable {}
    enum Action {
      case action1(Bool, label: String)
      case action2(Bool, Int, String)
      case screenA(ScreenA)
      enum ScreenA {
        case row(index: Int, action: RowAction)
        enum RowAction {
          case tapped
          case textChanged(query: String)
        }
      }
    }
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: State()) {
      EmptyReducer<State, Action>()._printChanges(
        .actionLabels { line in output.withValue { $0.append(line) } }
      )
    }
    store.send(.action1(true, label: "Blob"))
    store.send(.action2(true, 1, "Blob"))
    store.send(.screenA(.row(index: 1, action: .tapped)))
    store.send(.screenA(.row(index: 1, action: .textChanged(query: "Hi"))))
    #expect(
      output.value == [
        "received action: PrintChangesTests.Action.action1(_:, label:)",
        "received action: PrintChangesTests.Action.action2(_:, _:, _:)",
        "received action: PrintChangesTests.Action.screenA(.row(index:, action: .tapped))",
        "received action: PrintChangesTests.Action.screenA(.row(index:, action: .textChanged(query:)))",
      ]
    )
  }

  @Test func customDumpNamesTypesDeclaredInATestAsUpstream() {
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: State()) {
      Reduce<State, Action> { state, _ in
        state.count += 1
        return .none
      }
      ._printChanges(.customDump { line in output.withValue { $0.append(line) } })
    }
    store.send(.incrementButtonTapped)
    #expect(
      output.value == [
        """
        received action:
          PrintChangesTests.Action.incrementButtonTapped
        - PrintChangesTests.State(count: 0)
        + PrintChangesTests.State(count: 1)
        """
      ]
    )
  }

  @Test func nilPrinterPrintsNothingAndStillReduces() {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()._printChanges(nil)
    }
    store.send(.incrementButtonTapped)
    #expect(store.withState(\.count) == 1)
  }
}
