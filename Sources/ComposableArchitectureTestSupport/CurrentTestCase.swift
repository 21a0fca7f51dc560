#if canImport(XCTest) && !canImport(ObjectiveC)
  import ComposableArchitecture
  import XCTest

  /// Follows the XCTest test case that is running, so that the library can add teardown blocks to
  /// it (the rest-of-test form of `XCTExpectFailure` ends in one), and tells a test that expected
  /// one of XCTest's own failures in a plain `XCTestCase` why the failure still counts.
  final class CurrentTestCaseObserver: XCTestObservation {
    static let current = LockIsolated<UncheckedSendable<XCTestCase>?>(nil)

    func testCaseWillStart(_ testCase: XCTestCase) {
      let testCase = UncheckedSendable(testCase)
      Self.current.withValue { $0 = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      Self.current.withValue { $0 = nil }
    }

    func testCase(
      _ testCase: XCTestCase,
      didFailWithDescription description: String,
      inFile filePath: String?,
      atLine lineNumber: Int
    ) {
      // An `ExpectedFailureTestCase` offered the failure before recording it, and the failures
      // IssueReporting reports were offered before they reached XCTest.
      guard !(testCase is ExpectedFailureTestCase), !XCTestIssueReporter.isReporting else { return }
      _ = _expectXCTestFailure(
        description, filePath: filePath ?? "", line: lineNumber, isAssertion: true, isRecorded: true
      )
    }
  }

  /// Registers the observer, gives the library its way to add teardown blocks, and installs the
  /// reporter that writes XCTest failures as Apple platforms do. Called once, by the constructor
  /// in `ComposableArchitectureTestSupportRegistration`, before any test runs.
  @_cdecl("swift_composable_architecture_observe_test_cases")
  public func _observeTestCases() {
    XCTestIssueReporter.install()
    XCTestObservationCenter.shared.addTestObserver(CurrentTestCaseObserver())
    _TestCaseTeardown.install { body in
      guard let testCase = CurrentTestCaseObserver.current.value?.value else { return false }
      testCase.addTeardownBlock { body() }
      return true
    }
  }
#endif
