import ComposableArchitecture
import Foundation
import ModernAPI
import XCTest

/// A recorded session replays from a client's XCTest target, and a replay that no longer matches
/// fails naming the step.
@MainActor
final class RecordingReplayTests: XCTestCase {
  func testARecordedSessionReplays() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("api-client-replay-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    recordTallySession(to: url)
    let recording = try Recording<RecordedTally.State, RecordedTally.Action>(contentsOf: url)
    await recording.assertReplays { RecordedTally() }

    var edited = recording
    edited.steps[0].state.total = 3
    XCTExpectFailure {
      $0.compactDescription.hasPrefix(
        "failed - Step 1 of 3 (sent, line 2 of \(url.lastPathComponent)): A state change does not "
          + "match expectation"
      )
    }
    await edited.assertReplays { RecordedTally() }
  }
}
