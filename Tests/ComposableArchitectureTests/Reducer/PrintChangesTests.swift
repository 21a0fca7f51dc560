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

  @Test func nilPrinterPrintsNothingAndStillReduces() {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()._printChanges(nil)
    }
    store.send(.incrementButtonTapped)
    #expect(store.withState(\.count) == 1)
  }
}
