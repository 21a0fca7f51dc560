/// Where an operator was called, so that issues it reports point at the user's code.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func reportIssue(_ message: String) {
    IssueReporting.reportIssue(
      message, fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
    )
  }
}
