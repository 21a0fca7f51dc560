#if canImport(XCTest) && !canImport(ObjectiveC)
  import ComposableArchitecture
  import XCTest

  /// IssueReporting's default reporter, without the paragraph it appends to XCTest failures on
  /// platforms without the Objective-C runtime.
  ///
  /// The default reporter adds "This issue was emitted from tests running in a host
  /// application…" to a failure unless it sees an XCTest frame on the call stack. It looks for
  /// frames by symbol names that only Apple's XCTest has, so on Linux every XCTest failure gets
  /// the paragraph. XCTest on these platforms runs tests in its own process, never in a host
  /// application, so the failure is written as Apple platforms write it. Everything else (Swift
  /// Testing, expected issues, warnings outside tests) is the default reporter's.
  struct XCTestIssueReporter: IssueReporter {
    /// Whether XCTest is recording a failure this reporter reports (which expected failures
    /// have already seen).
    @TaskLocal static var isReporting = false

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      guard case .xcTest? = TestContext.current else {
        _DefaultReporter.default.reportIssue(
          message(), severity: severity,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      // As the default reporter, whatever the severity: XCTest has no warnings.
      Self.$isReporting.withValue(true) {
        XCTFail(message() ?? "", file: filePath, line: line)
      }
    }

    func reportIssue(
      _ error: any Error,
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      guard case .xcTest? = TestContext.current else {
        _DefaultReporter.default.reportIssue(
          error, message(), fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      Self.$isReporting.withValue(true) {
        XCTFail(
          "Caught error: \(error)\(message().map { ": \($0)" } ?? "")",
          file: filePath,
          line: line
        )
      }
    }

    func expectIssue(
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      _DefaultReporter.default.expectIssue(
        message(), fileID: fileID, filePath: filePath, line: line, column: column
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
      _DefaultReporter.default.expectIssue(
        error, message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    }

    /// Takes the default reporter's place among the current reporters.
    static func install() {
      IssueReporters.current = IssueReporters.current.map {
        $0 is _DefaultReporter ? XCTestIssueReporter() : $0
      }
    }
  }
#endif
