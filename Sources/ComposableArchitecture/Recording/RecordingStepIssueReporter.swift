import IssueReporting

/// Passes issues on to another reporter, prefixed with the position of the replayed step they
/// happened at.
struct RecordingStepIssueReporter: IssueReporter {
  let position: String
  let base: any IssueReporter

  private func prefixed(_ message: String?) -> String {
    message.map { "\(self.position): \($0)" } ?? self.position
  }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.base.reportIssue(
      self.prefixed(message()), severity: severity,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.base.reportIssue(
      error, self.prefixed(message()),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.base.expectIssue(
      self.prefixed(message()), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  func expectIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.base.expectIssue(
      error, self.prefixed(message()),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
