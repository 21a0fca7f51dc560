import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingReplayTests {
  /// The counter after a change of mind: "add two" now adds two at once, sending nothing back.
  struct ChangedCounter: Reducer {
    typealias State = RecordedCounter.State
    typealias Action = RecordedCounter.Action

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .addTwoButtonTapped = action {
        state.count += 2
        return .none
      }
      return RecordedCounter().reduce(into: &state, action: action)
    }
  }

  /// Records a session of the counter, as the app would.
  func recordSession(to url: URL) async {
    let store = Store(initialState: RecordedCounter.State()) {
      RecordedCounter()._record(to: url)
    }
    store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped).finish()
    store.send(.addTwoButtonTapped)
    store.send(.setCount(to: 7, reason: "reset"))
  }

  @Test func aRecordingReplaysAgainstTheReducerThatMadeIt() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    await recordSession(to: url)
    let recording = try Recording<RecordedCounter.State, RecordedCounter.Action>(contentsOf: url)
    #expect(recording.steps.count == 6)
    // The fact effect is not run: its response comes from the recording.
    await recording.assertReplays { RecordedCounter() }
  }

  @Test func aRecordingThatNoLongerMatchesFailsNamingTheStepWithTheDiff() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    await recordSession(to: url)
    let recording = try Recording<RecordedCounter.State, RecordedCounter.Action>(contentsOf: url)
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await recording.assertReplays { ChangedCounter() }
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    let name = url.lastPathComponent
    // Step 4 adds two where the recording added one; step 5, the increment "add two" sent back
    // in the recording, then changes a count that the recording says it leaves at 3.
    #expect(messages.value.count == 2)
    let step4 = try #require(messages.value.first)
    #expect(
      step4.hasPrefix(
        "Step 4 of 6 (sent, line 5 of \(name)): A state change does not match expectation"
      )
    )
    #expect(step4.contains("\u{2212}   count: 2,") && step4.contains("+   count: 3,"))
    let step5 = try #require(messages.value.last)
    #expect(
      step5.hasPrefix(
        "Step 5 of 6 (received from an effect, line 6 of \(name)): State was not expected to "
          + "change, but a change occurred"
      )
    )
    #expect(step5.contains("\u{2212}   count: 3,") && step5.contains("+   count: 4,"))
  }

  @Test func aReducerThatReadsADependencyReplaysWithTheRecordedValue() async throws {
    struct Stamp: Reducer {
      struct State: Codable, Equatable { var ids: [UUID] = [] }
      enum Action: Codable { case add }
      @Dependency(\.uuid) var uuid
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.ids.append(self.uuid())
        return .none
      }
    }
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: Stamp.State()) {
        Stamp()._record(to: url)
      } withDependencies: {
        $0.uuid = .incrementing
      }
      store.send(.add)
      store.send(.add)
    }
    let recording = try Recording<Stamp.State, Stamp.Action>(contentsOf: url)
    await recording.assertReplays {
      Stamp()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }
}
