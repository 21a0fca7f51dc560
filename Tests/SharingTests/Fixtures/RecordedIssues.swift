import ComposableArchitecture
import Testing

/// Runs `body`, expecting it to report issues, and returns their texts. Each issue is a known
/// issue, so it does not fail the test; a body that reports none fails it.
@MainActor
func knownIssueMessages(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async -> [String] {
  let messages = LockIsolated<[String]>([])
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    messages.withValue { $0.append(message) }
    return !message.isEmpty
  }
  return messages.value
}

/// CustomDump's proportional diffs pad unchanged lines with a figure space.
let space = "\u{2007}"

/// Runs `body` and returns the texts of the assertions the test store reported as skipped (known
/// issues that do not fail the test), and of the issues that would have failed the test.
@MainActor
func skippedAssertions(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async -> (skipped: [String], failures: [String]) {
  let reporter = CapturingReporter()
  let failures = LockIsolated<[String]>([])
  // Intermittent: the body may report nothing but known issues, which do not reach this matcher.
  await withKnownIssue(isIntermittent: true, sourceLocation: sourceLocation) {
    await withIssueReporters([reporter, .default]) {
      await body()
    }
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    failures.withValue { $0.append(message) }
    return true
  }
  var skipped = reporter.messages.value
  for failure in failures.value {
    if let index = skipped.firstIndex(of: failure) {
      skipped.remove(at: index)
    }
  }
  return (skipped, failures.value)
}

/// Sees every issue reported through IssueReporting, known ones included.
private final class CapturingReporter: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    self.messages.withValue { $0.append(message) }
  }
}
