import Foundation

extension Recording where State: Equatable {
  /// Replays the recording against a reducer, asserting after each step that the state is the
  /// recorded one.
  ///
  /// ```swift
  /// @MainActor
  /// @Test
  /// func recordedSession() async throws {
  ///   let recording = try Recording<CounterFeature.State, CounterFeature.Action>(
  ///     contentsOf: URL(fileURLWithPath: "counter.jsonl")
  ///   )
  ///   await recording.assertReplays { CounterFeature() }
  /// }
  /// ```
  ///
  /// The replay runs in a ``TestStore`` that starts from the recorded initial state. It sends the
  /// recorded actions in their order — those the user sent, and those effects sent, at the point
  /// they arrived — and runs no effect: what the effects did is in the recording, so nothing
  /// depends on clocks, the network or timing. The UUIDs and dates the reducer read from the
  /// `uuid` and `date` dependencies while recording are given back to it, step by step, in the
  /// same order; other dependencies the reducer itself uses must return what they returned while
  /// recording: set them with `withDependencies`.
  ///
  /// A step whose state differs from the recorded one fails with the test store's diff, prefixed
  /// with the step's position: "Step 12 of 40 (sent, line 13 of counter.jsonl): A state change
  /// does not match expectation: …". The replay then goes on from the state the reducer produced.
  ///
  /// - Parameters:
  ///   - reducer: The feature's current reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer.
  ///   - fileID: The file ID of the call, where failures are reported.
  ///   - filePath: The file path of the call, where failures are reported.
  ///   - line: The line of the call, where failures are reported.
  ///   - column: The column of the call, where failures are reported.
  @MainActor
  public func assertReplays<R: Reducer<State, Action>>(
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let store = TestStore(initialState: self.initialState) {
      RecordingReplayReducer(base: reducer())
    } withDependencies: {
      prepareDependencies(&$0)
    }
    for (index, step) in self.steps.enumerated() {
      let origin = step.isFromEffect ? "received from an effect" : "sent"
      let position =
        "Step \(index + 1) of \(self.steps.count) (\(origin), line \(step.line) of \(self.name))"
      let reporters = IssueReporters.current.map {
        RecordingStepIssueReporter(position: position, base: $0)
      }
      let expectedState = step.state
      // Without a change to assert (from the state the last step left, which after a mismatch
      // is the reducer's, not the recording's), the test store checks that nothing changed.
      let assertion: ((inout State) -> Void)? =
        expectedState == store.state ? nil : { $0 = expectedState }
      // The step reads the UUIDs and dates it read while recording.
      let dependencies = store.dependencies
      if !step.uuids.isEmpty {
        store.dependencies.uuid = .recorded(step.uuids)
      }
      if !step.dates.isEmpty {
        store.dependencies.date = .recorded(step.dates)
      }
      _ = await withIssueReporters(reporters) {
        await store.send(
          step.action, assert: assertion,
          fileID: fileID, file: filePath, line: line, column: column
        )
      }
      store.dependencies = dependencies
    }
  }
}

extension UUIDGenerator {
  /// Returns the given UUIDs in order, then reports an issue for each further read.
  static func recorded(_ uuids: [UUID]) -> Self {
    let values = RecordedValues(uuids, name: "UUIDs")
    return Self { values.next() ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
  }
}

extension DateGenerator {
  /// Returns the given dates in order, then reports an issue for each further read.
  static func recorded(_ dates: [Date]) -> Self {
    let values = RecordedValues(dates, name: "dates")
    return Self { values.next() ?? dates[dates.count - 1] }
  }
}

/// Values a step read while it was recorded, given back in order on replay.
private final class RecordedValues<Value: Sendable>: Sendable {
  let values: [Value]
  let name: String
  let index = LockIsolated(0)

  init(_ values: [Value], name: String) {
    self.values = values
    self.name = name
  }

  /// The next recorded value, or `nil` after an issue once every recorded one was read.
  func next() -> Value? {
    let index = self.index.withValue { index in
      defer { index += 1 }
      return index
    }
    guard index < values.count else {
      reportIssue("The reducer read more \(name) than the \(values.count) recorded.")
      return nil
    }
    return values[index]
  }
}
