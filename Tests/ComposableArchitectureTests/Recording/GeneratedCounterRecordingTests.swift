// tca-recording's output for Tests/RecordingTestGeneratorTests/Fixtures/counter.jsonl (its golden
// file, counter.golden.swift), compiled and run here: only its `@testable import Counter` line is
// left out, RecordedCounter being declared in this module. RecordingTestGeneratorTests checks
// that the two stay in step.

import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct RecordedCounterRecordingTests {
  @Test
  func recordedSession() async throws {
    // The recorded initial state.
    let initialState: RecordedCounter.State = try recordedValue(#"{"count":0}"#)
    let store = TestStore(initialState: initialState) {
      RecordedCounter()
    } withDependencies: { dependencies in
      // TODO: The recording cannot supply dependencies. Override those the feature uses,
      // so that they return what they returned while it was recorded, for example:
      //   dependencies.uuid = .incrementing
      //   dependencies.date.now = Date(timeIntervalSince1970: 0)
      // TODO: Effects run in this test; the actions it receives are those they sent while
      // recording. Give them the dependencies that produced those, for example:
      //   dependencies.continuousClock = ImmediateClock()
      //   dependencies.apiClient.fetch = { _ in <the recorded response> }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) {
      $0.fact = "1 is a good number."
    }
    await store.send(.addTwoButtonTapped) {
      $0.count = 2
    }
    await store.receive(\.incrementButtonTapped) {
      $0.count = 3
    }
    await store.send(.setCount(to: 7, reason: "test")) {
      $0.count = 7
    }
  }
}
