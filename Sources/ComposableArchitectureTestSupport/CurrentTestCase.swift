#if canImport(XCTest) && !canImport(ObjectiveC)
  import ComposableArchitecture
  import XCTest

  /// Follows the XCTest test case that is running, so that the library can add teardown blocks to
  /// it (the rest-of-test form of `XCTExpectFailure` ends in one).
  private final class CurrentTestCaseObserver: XCTestObservation {
    static let current = LockIsolated<UncheckedSendable<XCTestCase>?>(nil)

    func testCaseWillStart(_ testCase: XCTestCase) {
      let testCase = UncheckedSendable(testCase)
      Self.current.withValue { $0 = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      Self.current.withValue { $0 = nil }
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
