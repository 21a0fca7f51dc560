import ComposableArchitecture
import Testing

/// An issue a test store reported, as a test checks it: its text and the line it points at.
struct RecordedIssue: Equatable, CustomStringConvertible {
  var message: String
  var line: Int

  var description: String { "line \(self.line): \(self.message)" }
}

/// Runs `body`, expecting it to report issues, and returns them so that the test can check their
/// texts and lines. Each issue is a known issue, so it does not fail the test; a body that reports
/// none fails it.
@MainActor
func knownIssues(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async -> [RecordedIssue] {
  let issues = LockIsolated<[RecordedIssue]>([])
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    issues.withValue {
      $0.append(RecordedIssue(message: message, line: issue.sourceLocation?.line ?? 0))
    }
    return !message.isEmpty
  }
  return issues.value
}

/// Runs `body` and returns the assertions the test store reported as skipped (known issues that
/// do not fail the test), and the issues that would have failed the test.
@MainActor
func skippedAssertions(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async -> (skipped: [RecordedIssue], failures: [RecordedIssue]) {
  let reporter = CapturingReporter()
  let failures = LockIsolated<[RecordedIssue]>([])
  // Intermittent: the body may report nothing but known issues, which do not reach this matcher.
  await withKnownIssue(isIntermittent: true, sourceLocation: sourceLocation) {
    await withIssueReporters([reporter, .default]) {
      await body()
    }
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    failures.withValue {
      $0.append(RecordedIssue(message: message, line: issue.sourceLocation?.line ?? 0))
    }
    return true
  }
  var skipped = reporter.issues.value
  for failure in failures.value {
    if let index = skipped.firstIndex(of: failure) {
      skipped.remove(at: index)
    }
  }
  return (skipped, failures.value)
}

/// Sees every issue reported through IssueReporting, known ones included.
private final class CapturingReporter: IssueReporter {
  let issues = LockIsolated<[RecordedIssue]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = RecordedIssue(message: message() ?? "", line: Int(line))
    self.issues.withValue { $0.append(issue) }
  }
}

/// The messages of `issues`, for tests that only check texts.
func messages(_ issues: [RecordedIssue]) -> [String] {
  issues.map(\.message)
}

/// The parent of the Swift Testing suites about the test store, run one test at a time.
///
/// Written as a user's suite is, with no setup of its own: test stores turn the main serial
/// executor on themselves.
@MainActor
@Suite(.serialized)
struct TestStoreTests {}
