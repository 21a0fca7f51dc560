import ComposableArchitecture
import Testing

/// The counter of the testing tutorial (seed 003), as written there (01-03-04-code-0005).
enum Tutorial {
  @Reducer
  struct CounterFeature {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var fact: String?
      var isLoading = false
      var isTimerRunning = false
    }

    enum Action {
      case decrementButtonTapped
      case factButtonTapped
      case factResponse(String)
      case incrementButtonTapped
      case timerTick
      case toggleTimerButtonTapped
    }

    enum CancelID { case timer }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.numberFact) var numberFact

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.count -= 1
          state.fact = nil
          return .none

        case .factButtonTapped:
          state.fact = nil
          state.isLoading = true
          return .run { [count = state.count] send in
            try await send(.factResponse(self.numberFact.fetch(count)))
          }

        case let .factResponse(fact):
          state.fact = fact
          state.isLoading = false
          return .none

        case .incrementButtonTapped:
          state.count += 1
          state.fact = nil
          return .none

        case .timerTick:
          state.count += 1
          state.fact = nil
          return .none

        case .toggleTimerButtonTapped:
          state.isTimerRunning.toggle()
          if state.isTimerRunning {
            return .run { send in
              for await _ in self.clock.timer(interval: .seconds(1)) {
                await send(.timerTick)
              }
            }
            .cancellable(id: CancelID.timer)
          } else {
            return .cancel(id: CancelID.timer)
          }
        }
      }
    }
  }
}

// Synthesized in an extension (for the observation tests), so that the tutorial's declaration
// above stays as written.
extension Tutorial.CounterFeature.State: Hashable, Codable {}

extension TestStoreTests {
  /// The tests the tutorial ends with, as written there: the action is not `Equatable`, so
  /// received actions are asserted by case key path.
  @MainActor
  struct TutorialCounterFeatureTests {
    typealias CounterFeature = Tutorial.CounterFeature

    @Test
    func basics() async {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      }

      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
      await store.send(.decrementButtonTapped) {
        $0.count = 0
      }
    }

    @Test
    func timer() async {
      let clock = TestClock()

      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.toggleTimerButtonTapped) {
        $0.isTimerRunning = true
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.count = 1
      }
      await store.send(.toggleTimerButtonTapped) {
        $0.isTimerRunning = false
      }
    }

    @Test
    func numberFact() async {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.numberFact.fetch = { "\($0) is a good number." }
      }

      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await store.receive(\.factResponse) {
        $0.isLoading = false
        $0.fact = "0 is a good number."
      }
    }

    @Test
    func basicsWithoutAssertions() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: CounterFeature.State()) {
          CounterFeature()
        }
        await store.send(.incrementButtonTapped)
        await store.send(.decrementButtonTapped)
      }
      #expect(issues.count == 2)
      #expect(
        issues.allSatisfy {
          $0.message.hasPrefix("State was not expected to change, but a change occurred.")
        }
      )
    }
  }
}
