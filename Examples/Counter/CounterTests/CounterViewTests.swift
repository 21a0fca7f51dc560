import ComposableArchitecture
import ComposableTerminal
import Testing

@testable import CounterKit

/// The counter's screen, driven through its keys against a real store whose dependencies
/// are controlled: no network, and a test clock for the timer.
@MainActor
@Suite(.serialized)
struct CounterViewTests {
  private func makeDriver(
    _ store: StoreOf<CounterFeature>
  ) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 50, height: 20)) {
      CounterView(store: store)
    }
  }

  @Test func showsTheCountAndItsButtons() {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let driver = makeDriver(store)
    #expect(driver.screen.lines[0] == "Counter")
    #expect(driver.screen.lines[2] == "0")
    #expect(driver.text.contains("[ Decrement (-) ] [ Increment (+) ]"))
    #expect(driver.text.contains("[ Get fact (f) ]"))
    #expect(driver.text.contains("[ Start timer (t) ]"))
    #expect(driver.screen.lines[19].hasSuffix("[ Quit (q) ]"))
  }

  @Test func withoutTheTerminalControlsThereIsNoHintNorQuit() {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let terminal = makeDriver(store)
    #expect(terminal.text.contains("Tab/arrows move, Enter presses"))
    let browser = HeadlessDriver(size: Size(width: 50, height: 20)) {
      CounterView(store: store, showsTerminalControls: false)
    }
    #expect(!browser.text.contains("Tab/arrows"))
    #expect(!browser.text.contains("Quit"))
    #expect(browser.text.contains("[ Increment (+) ]"))
  }

  @Test func plusAndMinusChangeTheCount() {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let driver = makeDriver(store)
    driver.press("+", "+", "-", "+")
    #expect(store.count == 2)
    #expect(driver.screen.lines[2] == "2")
  }

  @Test func spinnerWhileTheFactLoads() {
    var state = CounterFeature.State()
    state.count = 3
    state.isLoading = true
    let store = Store(initialState: state) { CounterFeature() }
    let driver = makeDriver(store)
    #expect(driver.text.contains("  ⠋ Fetching a fact about 3…"))
    #expect(driver.isAnimating)
    driver.advanceAnimation()
    #expect(driver.text.contains("  ⠙ Fetching a fact about 3…"))
  }

  @Test func factArrivesBelowTheButton() async {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    store.send(.incrementButtonTapped)
    let driver = makeDriver(store)
    await store.send(.factButtonTapped).finish()
    #expect(driver.text.contains("  1 is a good number."))
    #expect(!driver.isAnimating)
  }

  @Test func unreachableNetworkShowsAnAlertThatHasTheKeysUntilEscDismissesIt() async {
    struct Unreachable: Error, CustomStringConvertible {
      var description: String { "The network is unreachable." }
    }
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Unreachable() }
    }
    let driver = makeDriver(store)
    await store.send(.factButtonTapped).finish()
    #expect(store.alert == .factError("The network is unreachable."))
    #expect(driver.screen.lines[6...12].map { String($0.dropFirst(9)) } == [
      "┌─────────────────────────────┐",
      "│ Could not get a fact        │",
      "│                             │",
      "│ The network is unreachable. │",
      "│                             │",
      "│ [ OK ]                      │",
      "└─────────────────────────────┘",
    ])
    driver.press("+")
    #expect(store.count == 0)
    #expect(!driver.isAnimating)
    driver.press(.escape)
    #expect(store.alert == nil)
    #expect(!driver.text.contains("Could not get a fact"))
    driver.press("+")
    #expect(store.count == 1)
  }

  @Test func timerCountsUpUntilStopped() async {
    await withMainSerialExecutor { await timerCountsUp() }
  }

  private func timerCountsUp() async {
    let clock = TestClock()
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let driver = makeDriver(store)
    driver.press("t")
    #expect(driver.text.contains("[ Stop timer (t) ]"))
    await clock.advance(by: .seconds(3))
    #expect(driver.screen.lines[2] == "3")
    driver.press("t")
    #expect(driver.text.contains("[ Start timer (t) ]"))
    await clock.advance(by: .seconds(3))
    #expect(driver.screen.lines[2] == "3")
  }

  @Test func quitKeyStopsTheApp() {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let driver = makeDriver(store)
    driver.press("q")
    #expect(driver.isQuitRequested)
  }

  @Test func printChangesArguments() {
    #expect(CounterFeature.changePrinter(nil) == nil)
    #expect(CounterFeature.changePrinter(.standardError) != nil)
    #expect(CounterFeature.changePrinter(.file("/tmp/changes.log")) != nil)
  }
}
