@testable import ComposableArchitecture
import Foundation
import Testing

/// `_record(to:)` when the file cannot be created or written: one issue, at the line that set up
/// the recording, names the file and the system's reason; the app goes on; the recording stops.
/// The cases fail for root too (CI may run as root, for whom permissions do not bite).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingWriteErrorTests {
  enum Unwritable: String, CaseIterable {
    case aDirectory, aPathInAMissingDirectory, aPathUnderARegularFile

    /// The path to record to, in the fresh folder `folder`, and the reason the system gives.
    func path(in folder: URL) throws -> (url: URL, reason: String) {
      switch self {
      case .aDirectory:
        return (folder, "Is a directory")
      case .aPathInAMissingDirectory:
        return (folder.appendingPathComponent("missing/session.jsonl"), "No such file or directory")
      case .aPathUnderARegularFile:
        let file = folder.appendingPathComponent("file")
        try Data("not a folder".utf8).write(to: file)
        return (file.appendingPathComponent("session.jsonl"), "Not a directory")
      }
    }
  }

  @Test(arguments: Unwritable.allCases)
  func aFileThatCannotBeCreatedIsReportedAndTheAppGoesOn(_ unwritable: Unwritable) throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (url, reason) = try unwritable.path(in: folder)
    withKnownIssue {
      let store = Store(initialState: RecordedCounter.State()) {
        RecordedCounter()._record(to: url)
      }
      store.send(.incrementButtonTapped)
      store.send(.incrementButtonTapped)
      #expect(store.count == 2)
    } matching: { issue in
      issue.sourceLocation?.fileName == "RecordingWriteErrorTests.swift"
        && issue.comments.map(\.rawValue)
          == ["Could not record RecordedCounter to \(url.path): \(reason)"]
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFailedWriteIsReportedOnceAndStopsTheRecording() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A disk that is full: every write fails with ENOSPC, root's too.
    let url = folder.appendingPathComponent("session.jsonl")
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/full")
    let reducer = RecordedCounter()._record(to: url)
    let store = Store(initialState: RecordedCounter.State()) { reducer }
    withKnownIssue {
      // The writer's thread may fail on the header before the first action's line is queued:
      // then the first action reports it; otherwise the next one, once the write has failed.
      store.send(.incrementButtonTapped)
      reducer.session?.writer?.flush()
      store.send(.incrementButtonTapped)
      store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.sourceLocation?.fileName == "RecordingWriteErrorTests.swift"
        && issue.comments.map(\.rawValue) == [
          "Recording stopped. Could not write the recording of RecordedCounter to \(url.path): "
            + "No space left on device"
        ]
    }
    #expect(reducer.session?.writer != nil)
    #expect(store.count == 3)
    // Reported once: the recording has stopped.
    store.send(.incrementButtonTapped)
    #expect(store.count == 4)
    // The link was followed, not replaced.
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "/dev/full")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFailedWriteIsReportedWhenNoActionFollowsIt() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("session.jsonl")
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/full")
    withKnownIssue {
      // Reported by the first action if the header's write failed already, or else when the
      // store goes away.
      let reducer = RecordedCounter()._record(to: url)
      let store = Store(initialState: RecordedCounter.State()) { reducer }
      store.send(.incrementButtonTapped)
      #expect(store.count == 1)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Recording stopped. Could not write the recording of RecordedCounter to \(url.path): "
          + "No space left on device"
      ]
    }
  }

  /// A fresh, empty folder in the temporary folder, removed by the caller.
  static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recording-errors-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
