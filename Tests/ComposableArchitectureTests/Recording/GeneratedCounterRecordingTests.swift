// tca-recording's output for Tests/RecordingTestGeneratorTests/Fixtures/counter.jsonl (its golden
// file, counter.golden.swift), compiled and run here: only its `@testable import Counter` line is
// left out, RecordedCounter being declared in this module, and its placeholder for the
// dependencies is filled in. RecordingTestGeneratorTests checks
// that the two stay in step.

import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct RecordedCounterTests {
  @Test
  func recordedSession() async throws {
    // The recorded initial state.
    let initialState: RecordedCounter.State = RecordedCounter.State(count: 0, fact: nil)
    let store = TestStore(initialState: initialState) {
      RecordedCounter()
    } withDependencies: { dependencies in
      // TODO: Override the dependencies the feature uses that the recording cannot supply,
      // so that they return what they returned while it was recorded. (It supplies the
      // UUIDs and dates the reducer read, before each step that read them.)
      // Effects sent these actions with values that live dependencies may have returned
      // while recording (the clocks, UUIDs and dates are supplied):
      //   .factResponse("1 is a good number.")
      // Override those dependencies to return them again (for example
      // `dependencies.apiClient.fetch = { _ in <the value> }`), then delete this
      // placeholder, which keeps the test from compiling until they are:
      // (RecordedCounter's effect uses no dependency: there is nothing to override.)
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
    // The session ended here, with whatever effects were still running.
    await store.skipInFlightEffects(strict: false)
  }
}
