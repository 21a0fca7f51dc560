import CommandLineOptions
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
    #expect(recording.steps.map(\.state.count) == [1, 2, 3, 2, 3, 3, 4, 5, 5])
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
    #expect(messages.value.count == 9)
    #expect(
      messages.value.first?.hasPrefix(
        "Step 1 of 9 (sent, line 2 of counter-session.jsonl): A state change does not match "
          + "expectation"
      ) == true
    )
  }
}

/// `--record FILE`: a file whose folder is missing, or a folder, is an error before the app
/// starts.
struct RecordOptionTests {
  @Test func absentIsNoRecording() throws {
    #expect(try RecordOption(arguments: ["--print-changes"]).url == nil)
  }

  @Test func aFileInAnExistingFolder() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("session.jsonl").path
    #expect(try RecordOption(arguments: ["--record", path]).url?.path == path)
    #expect(try RecordOption(arguments: ["--record=\(path)"]).url?.path == path)
  }

  @Test func badPathsAreErrorsThatSayWhy() {
    #expect {
      try RecordOption(arguments: ["--record", "/no/such/folder/session.jsonl"])
    } throws: {
      "\($0)" == "cannot record to /no/such/folder/session.jsonl: the folder /no/such/folder "
        + "does not exist"
    }
    let folder = FileManager.default.temporaryDirectory.path
    #expect {
      try RecordOption(arguments: ["--record", folder])
    } throws: {
      "\($0)".hasSuffix(": it is a folder")
    }
    #expect {
      try RecordOption(arguments: ["--record"])
    } throws: {
      "\($0)" == "--record needs a file: --record FILE"
    }
  }
}
