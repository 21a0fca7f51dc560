import ComposableArchitecture
import Testing

// Suites written exactly as the README tells a user to write them: `@MainActor`, `.serialized`,
// a `TestClock`, and nothing of this project's own test setup (no executor trait, not nested in
// `TestStoreTests`). Swift Testing runs them in parallel with each other; they pass every time
// only if test stores alone make effects deterministic. Run them in a loop with
// `swift test --skip-build --filter UserStyle`.

@MainActor
@Suite(.serialized)
struct UserStyleTimerTests {
  @Test
  func timerTicksUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: UserStyleTimer.State()) {
      UserStyleTimer()
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
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTick) {
      $0.count = 2
    }
    await store.receive(\.timerTick) {
      $0.count = 3
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  @Test
  func timerRestarts() async {
    let clock = TestClock()
    let store = TestStore(initialState: UserStyleTimer.State()) {
      UserStyleTimer()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = true
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = false
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
}

@MainActor
@Suite(.serialized)
struct UserStyleSearchTests {
  @Test
  func searchIsDebounced() async {
    let clock = TestClock()
    let store = TestStore(initialState: UserStyleSearch.State()) {
      UserStyleSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("b")) {
      $0.query = "b"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("bl")) {
      $0.query = "bl"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse) {
      $0.results = ["bl 1", "bl 2"]
    }
  }

  @Test
  func eachQuietPeriodSearches() async {
    let clock = TestClock()
    let store = TestStore(initialState: UserStyleSearch.State()) {
      UserStyleSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("a")) {
      $0.query = "a"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse) {
      $0.results = ["a 1", "a 2"]
    }
    await store.send(.queryChanged("ab")) {
      $0.query = "ab"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse) {
      $0.results = ["ab 1", "ab 2"]
    }
  }
}

@MainActor
@Suite(.serialized)
struct UserStyleToastTests {
  @Test
  func toastHidesAfterTwoSeconds() async {
    let clock = TestClock()
    let store = TestStore(initialState: UserStyleToast.State()) {
      UserStyleToast()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.show("Saved")) {
      $0.message = "Saved"
    }
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))
    await store.receive(\.hide) {
      $0.message = nil
    }
  }

  @Test
  func nonExhaustiveToast() async {
    let clock = TestClock()
    let store = TestStore(initialState: UserStyleToast.State()) {
      UserStyleToast()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off

    await store.send(.show("Saved"))
    await clock.advance(by: .seconds(2))
    await store.receive(\.hide) {
      $0.message = nil
    }
  }
}
