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
