import ComposableArchitecture

/// Runs the testing tutorial's counter in a real `Store`, reading state through the store's
/// observable fields, and returns what went differently from the tutorial.
@MainActor
public func runTutorialCounter() async -> [String] {
  var failures: [String] = []
  let clock = TestClock()
  let store = Store(initialState: CounterFeature.State()) {
    CounterFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.numberFact.fetch = { "\($0) is a good number." }
  }
  store.send(.incrementButtonTapped)
  if store.count != 1 { failures.append("increment → 1") }
  await store.send(.factButtonTapped).finish()
  if store.fact != "1 is a good number." || store.isLoading { failures.append("fact for 1") }
  let timer = store.send(.toggleTimerButtonTapped)
  await clock.advance(by: .seconds(2))
  store.send(.toggleTimerButtonTapped)
  await timer.finish()
  if store.count != 3 || store.isTimerRunning { failures.append("two timer ticks → 3") }
  return failures
}
