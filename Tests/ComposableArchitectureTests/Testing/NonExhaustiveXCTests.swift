import ComposableArchitecture
import XCTest

/// Linux XCTest cannot expect failures, so skipped assertions are printed there instead of shown
/// as known issues: these tests pass, and print what they skip.
@MainActor
final class NonExhaustiveXCTests: XCTestCase {
  func testSkippedAssertionsDoNotFail() async {
    let store = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.incrementButtonTapped)
    await store.send(.respondSeveral(1))
    await store.receive(\.rows[id: 1].response) {
      $0.responses = [1, 1]
    }
  }

  func testExplicitSkipsDoNotFail() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.respond(1))
    await store.skipReceivedActions()
    await store.send(.runForever)
    await store.skipInFlightEffects()
  }

  func testWhatTheClosureReportsOfTheStateBeforeDoesNotFail() async {
    let store = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.respond(1))
    await store.receive(\.response) {
      if $0.responses != [1] { reportIssue("responses were \($0.responses)") }
      $0.responses = [1]
    }
  }
}
