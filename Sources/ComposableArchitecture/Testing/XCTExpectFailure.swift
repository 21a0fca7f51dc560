#if !canImport(ObjectiveC)
  import Foundation

  /// Expects failures for the rest of the current test: failures that `issueMatcher` accepts (all
  /// of them without one) are recorded as expected and do not fail the test.
  ///
  /// Apple's XCTest declares this function; XCTest on other platforms does not, so the library
  /// declares it there, with Apple's semantics, for the failures reported through
  /// IssueReporting: test store assertions, unimplemented dependencies, `reportIssue`. XCTest's
  /// own assertions (`XCTAssert…`, `XCTFail`) are expected only in a test case that inherits from
  /// `ExpectedFailureTestCase` (in `ComposableArchitectureTestSupport`): elsewhere they still fail
  /// the test, because XCTest on these platforms records them without asking anyone.
  ///
  /// ```swift
  /// func testUnhandledAction() async {
  ///   let store = TestStore(initialState: Feature.State()) { Feature() }
  ///   XCTExpectFailure {
  ///     $0.compactDescription.hasPrefix("failed - The store received 1 unexpected action")
  ///   }
  ///   await store.send(.buttonTapped)
  /// }
  /// ```
  ///
  /// A strict expectation (the default) that catches no failure by the end of the test fails
  /// the test with "Expected failure did not occur". The end of the test is known through the
  /// `ComposableArchitectureTestSupport` product, which every test target using the library
  /// links; without it, this reports that it cannot work.
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected.
  ///   - enabled: `false` turns the expectation off.
  ///   - strict: `false` lets the test pass when no failure occurs.
  ///   - issueMatcher: Which failures are expected.
  ///   - fileID: The file ID of the call, where "Expected failure did not occur" is reported.
  ///   - filePath: The file path of the call.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard enabled != false else { return }
    let base = IssueReporters.current
    let reporter = ExpectedFailureReporter(
      reason: failureReason,
      isStrict: strict ?? true,
      matcher: issueMatcher,
      base: base,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    let isScheduled = _TestCaseTeardown.add {
      IssueReporters.current = base
      reporter.finish()
    }
    guard isScheduled else {
      reporter.location.reportIssue(
        """
        "XCTExpectFailure" for the rest of a test needs the "ComposableArchitectureTestSupport" \
        product linked to the test target, to know when the test ends.
        """
      )
      return
    }
    IssueReporters.current = [reporter]
  }

  /// Expects failures while `failingBlock` runs: failures that `issueMatcher` accepts (all of
  /// them without one) are recorded as expected and do not fail the test.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   reportIssue("Something went wrong")
  /// } issueMatcher: {
  ///   $0.compactDescription == "failed - Something went wrong"
  /// }
  /// ```
  ///
  /// As Apple's XCTest, a strict expectation (the default) that catches no failure fails the
  /// test with "Expected failure did not occur", at this call. See the rest-of-test form,
  /// ``XCTExpectFailure(_:enabled:strict:issueMatcher:fileID:filePath:line:column:)``, for what
  /// can be caught.
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected.
  ///   - enabled: `false` turns the expectation off.
  ///   - strict: `false` lets the block pass when no failure occurs.
  ///   - failingBlock: The code that fails.
  ///   - issueMatcher: Which failures are expected.
  ///   - fileID: The file ID of the call, where "Expected failure did not occur" is reported.
  ///   - filePath: The file path of the call.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Returns: What `failingBlock` returns.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    guard enabled != false else { return try failingBlock() }
    let reporter = ExpectedFailureReporter(
      reason: failureReason,
      isStrict: strict ?? true,
      matcher: issueMatcher,
      base: IssueReporters.current,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    defer { reporter.finish() }
    return try withIssueReporters([reporter], operation: failingBlock)
  }

  /// The issue reporter an expected failure installs: it records the issues its matcher accepts
  /// as expected, and passes the others on to the reporters that were current before it (an outer
  /// expected failure, or the default reporter that fails the test).
  final class ExpectedFailureReporter: IssueReporter, @unchecked Sendable {
    let reason: String?
    let isStrict: Bool
    let matcher: ((XCTIssue) -> Bool)?
    let base: [any IssueReporter]
    let location: SourceLocation
    private let matchCount = LockIsolated(0)

    init(
      reason: String?,
      isStrict: Bool,
      matcher: ((XCTIssue) -> Bool)?,
      base: [any IssueReporter],
      location: SourceLocation
    ) {
      self.reason = reason
      self.isStrict = isStrict
      self.matcher = matcher
      self.base = base
      self.location = location
    }

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message()
      guard severity == .error, self.expects(message, filePath: filePath, line: line) else {
        for reporter in self.base {
          reporter.reportIssue(
            message, severity: severity,
            fileID: fileID, filePath: filePath, line: line, column: column
          )
        }
        return
      }
      for reporter in self.base {
        reporter.expectIssue(
          message, fileID: fileID, filePath: filePath, line: line, column: column
        )
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
      let message = message()
      guard
        self.expects(
          "Caught error: \(error)\(message.map { ": \($0)" } ?? "")",
          filePath: filePath, line: line
        )
      else {
        for reporter in self.base {
          reporter.reportIssue(
            error, message, fileID: fileID, filePath: filePath, line: line, column: column
          )
        }
        return
      }
      for reporter in self.base {
        reporter.expectIssue(
          error, message, fileID: fileID, filePath: filePath, line: line, column: column
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
      for reporter in self.base {
        reporter.expectIssue(
          message(), fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
    }

    /// Whether the failure is expected, as XCTest describes it to matchers: `failed - <message>`.
    private func expects(_ message: String?, filePath: StaticString, line: UInt) -> Bool {
      let issue = XCTIssue(
        type: .assertionFailure,
        compactDescription: message.map { $0.isEmpty ? "failed" : "failed - \($0)" } ?? "failed",
        sourceCodeContext: XCTSourceCodeContext(
          location: XCTSourceCodeLocation(filePath: "\(filePath)", lineNumber: Int(line))
        )
      )
      guard self.matcher?(issue) ?? true else { return false }
      self.matchCount.withValue { $0 += 1 }
      return true
    }

    /// Whether this expectation, or an enclosing one, expects a failure XCTest recorded itself.
    func expects(_ issue: XCTIssue) -> Bool {
      if self.matcher?(issue) ?? true {
        self.matchCount.withValue { $0 += 1 }
        return true
      }
      for case let reporter as ExpectedFailureReporter in self.base where reporter.expects(issue) {
        return true
      }
      return false
    }

    /// Ends the expectation: a strict one that caught nothing fails.
    func finish() {
      guard self.isStrict, self.matchCount.value == 0 else { return }
      let message = "Expected failure did not occur\(self.reason.map { ": \($0)" } ?? "")"
      for reporter in self.base {
        reporter.reportIssue(
          message,
          severity: .error,
          fileID: self.location.fileID,
          filePath: self.location.filePath,
          line: self.location.line,
          column: self.location.column
        )
      }
    }
  }
#endif
