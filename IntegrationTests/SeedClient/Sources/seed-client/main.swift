// Runs the tour's counters in a real `Store`, with a test clock and a stubbed fact client, and
// exits non-zero if anything does not behave as the tour says.
import ComposableArchitecture
import Foundation

@MainActor
func check(_ condition: Bool, _ message: String) {
  if !condition {
    print("seed-client: FAILED: \(message)")
    exit(1)
  }
}

@MainActor
func runTourCounter() async {
  let clock = TestClock()
  let store = Store(initialState: CounterFeature.State()) {
    CounterFeature()
      ._printChanges()
  } withDependencies: {
    $0.continuousClock = clock
    $0.numberFact.fetch = { "\($0) is a good number." }
  }
  store.send(.incrementButtonTapped)
  store.send(.incrementButtonTapped)
  check(store.withState(\.count) == 2, "increment twice → 2")
  await store.send(.factButtonTapped).finish()
  check(store.withState(\.fact) == "2 is a good number.", "fact for 2")
  let timer = store.send(.toggleTimerButtonTapped)
  await clock.advance(by: .seconds(3))
  store.send(.toggleTimerButtonTapped)
  await timer.finish()
  check(store.withState(\.count) == 5, "three timer ticks → 5")
}

uncheckedUseMainSerialExecutor = true
await runTourCounter()
print("seed-client: the tour's counters ran as the seeds describe.")
