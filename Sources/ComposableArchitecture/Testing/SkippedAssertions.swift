import Foundation

/// Shows an assertion a test skipped as a known issue: visible in the test log, but not failing
/// the test.
///
/// Known issues need Swift Testing's `withKnownIssue` or XCTest's `XCTExpectFailure`, which Linux
/// XCTest does not have; there the skipped assertion is printed instead.
func reportSkippedAssertion(_ message: String, at location: SourceLocation) {
  let message = "Skipped assertions.\n\n\(message)"
  #if !canImport(Darwin)
    if case .xcTest = TestContext.current {
      FileHandle.standardError.write(Data("\(location.fileID):\(location.line): \(message)\n".utf8))
      return
    }
  #endif
  withExpectedIssue(
    fileID: location.fileID,
    filePath: location.filePath,
    line: location.line,
    column: location.column
  ) {
    location.reportIssue(message)
  }
}

/// Runs a test's assertion where what it reports is a skipped assertion: every issue it reports
/// is a known issue, in Swift Testing `#expect` failures too.
///
/// Linux XCTest has no known issues: there the issues reported through IssueReporting are
/// printed, as skipped assertions are; its own `XCTAssert` failures cannot be intercepted and
/// still fail the test.
func withSkippedAssertionIssues(at location: SourceLocation, _ body: () -> Void) {
  #if !canImport(Darwin)
    if case .xcTest = TestContext.current {
      withIssueReporters([PrintedIssueReporter()], operation: body)
      return
    }
  #endif
  withExpectedIssue(
    isIntermittent: true,
    fileID: location.fileID,
    filePath: location.filePath,
    line: location.line,
    column: location.column,
    body
  )
}

#if !canImport(Darwin)
  /// Prints issues on the standard error instead of failing the test, where Linux XCTest cannot
  /// record them as known issues.
  private struct PrintedIssueReporter: IssueReporter {
    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      FileHandle.standardError.write(Data("\(fileID):\(line): \(message() ?? "")\n".utf8))
    }
  }
#endif
