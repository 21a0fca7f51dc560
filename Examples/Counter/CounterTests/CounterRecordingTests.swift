import ComposableArchitecture
import Foundation
import Testing

@testable import CounterKit

/// A real session of the Counter app, recorded with `Counter --record FILE` under tmux
/// (EndToEnd/counter-record.sh), replays against the current feature.
@MainActor
struct CounterRecordingTests {
  static let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Recordings/counter-session.jsonl")

  @Test(.timeLimit(.minutes(1)))
  func theRecordedSessionReplays() async throws {
    let recording = try Recording<CounterFeature.State, CounterFeature.Action>(
      contentsOf: Self.session
    )
    #expect(recording.feature == "CounterFeature")
    #expect(!recording.isTruncated)
    #expect(recording.steps.map(\.state.count) == [1, 2, 3, 2, 3, 3, 4, 5, 5, 5, 5, 5])
    await recording.assertReplays { CounterFeature() }
  }

  @Test(.timeLimit(.minutes(1)))
  func aReplayFailsOnceTheFeatureBehavesOtherwise() async throws {
    let recording = try Recording<CounterFeature.State, CounterFeature.Action>(
      contentsOf: Self.session
    )
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await recording.assertReplays {
        CounterFeature()
        // A change of behaviour: every increment now counts twice.
        Reduce { state, action in
          if case .incrementButtonTapped = action { state.count += 1 }
          return .none
        }
      }
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    // Every step fails (the replay goes on from the count the reducer reached), each named.
    #expect(messages.value.count == 12)
    #expect(
      messages.value.first?.hasPrefix(
        "Step 1 of 12 (sent, line 2 of counter-session.jsonl): A state change does not match "
          + "expectation"
      ) == true
    )
  }
}
