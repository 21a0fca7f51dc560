#if !canImport(ObjectiveC)
  import Foundation

  /// Offers a failure XCTest is about to record (a failed `XCTAssert…`, `XCTFail`, an error a
  /// test throws) to the expected failures of the running test, as Apple's XCTest does.
  ///
  /// XCTest on other platforms records its own assertions' failures without asking anyone, so
  /// `XCTExpectFailure` only sees them when the test case lets it: the opt-in base class of
  /// `ComposableArchitectureTestSupport` calls this from `recordFailure`. Not meant to be called
  /// directly.
  ///
  /// - Parameters:
  ///   - description: The failure as XCTest describes it (`XCTAssertEqual failed: … - message`).
  ///   - filePath: Where the failure was recorded.
  ///   - line: The line of the failure.
  ///   - isAssertion: `false` for an error the test threw.
  ///   - isRecorded: `true` when XCTest has recorded the failure already (in a test case that does
  ///     not inherit from `ExpectedFailureTestCase`): a match then only counts for the
  ///     expectation's strictness, and what to do is printed.
  /// - Returns: Whether an expected failure matched it: then XCTest must not record it.
  public func _expectXCTestFailure(
    _ description: String,
    filePath: String,
    line: Int,
    isAssertion: Bool,
    isRecorded: Bool = false
  ) -> Bool {
    // Linux's XCTest joins an assertion and its message with " - " even when there is no
    // message; Apple's writes no separator then.
    let compactDescription =
      description.hasSuffix(" - ") ? String(description.dropLast(3)) : description
    let issue = XCTIssue(
      type: isAssertion ? .assertionFailure : .thrownError,
      compactDescription: compactDescription,
      sourceCodeContext: XCTSourceCodeContext(
        location: XCTSourceCodeLocation(filePath: filePath, lineNumber: line)
      )
    )
    for case let reporter as ExpectedFailureReporter in IssueReporters.current
    where reporter.expects(issue) {
      guard isRecorded else {
        print("\(filePath):\(line): expected failure: \(compactDescription)")
        return true
      }
      print(
        """
        \(filePath):\(line): XCTExpectFailure matches this failure, but XCTest recorded it: on this \
        platform, XCTest's own assertions are expected only in a test case that inherits from \
        "ExpectedFailureTestCase" (ComposableArchitectureTestSupport).
        """
      )
      return true
    }
    return false
  }
#endif
