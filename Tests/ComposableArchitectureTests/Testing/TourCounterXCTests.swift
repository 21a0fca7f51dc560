import ComposableArchitecture
import XCTest

/// The tests written in the 1.0 tour (seed 000), in XCTest, as the tour writes them (with a test
/// clock and a controlled number fact client). The tour's failing intermediate steps are tested
/// in Swift Testing (`TourFailureMessageTests`): Linux XCTest cannot expect a failure.
@MainActor
final class CounterTests: XCTestCase {
  func testCounter() async {
    let store = TestStore(
      initialState: CounterFeature.State()
    ) {
      CounterFeature()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    XCTAssertEqual(store.state.count, 1)
  }

  func testTimer() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: CounterFeature.State()
    ) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerOn = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.count = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.count = 2
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerOn = false
    }
  }

  func testGetFact() async {
    let store = TestStore(
      initialState: CounterFeature.State()
    ) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a great number!" }
    }

    await store.send(.getFactButtonTapped) {
      $0.isLoadingFact = true
    }
    await store.receive(
      .factResponse("0 is a great number!")
    ) {
      $0.isLoadingFact = false
      $0.fact = "0 is a great number!"
    }
  }

  func testGetFact_ImmediateClock() async {
    let store = TestStore(
      initialState: CounterFeature.State()
    ) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.numberFact.fetch = { "\($0) is a great number!" }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.getFactButtonTapped) {
      $0.isLoadingFact = true
    }
    await store.receive(\.factResponse) {
      $0.isLoadingFact = false
      $0.fact = "1 is a great number!"
    }
  }
}
