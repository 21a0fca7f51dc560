import ComposableArchitecture
import ModernAPI
import XCTest

/// Failure tests written the way upstream TCA writes its own: a plain `XCTestCase` subclass that
/// imports only XCTest and ComposableArchitecture (the test target links the library's products
/// and nothing else), and `XCTExpectFailure` with exact `compactDescription` matches.
@MainActor
final class ExpectFailureTests: XCTestCase {
  func testUnexpectedStateChangeIsExpected() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    // CustomDump's proportional diffs pad unchanged lines with a figure space.
    let space = "\u{2007}"
    XCTExpectFailure {
      $0.compactDescription == """
        failed - State was not expected to change, but a change occurred.

            \(space) Counter.State(
            −   count: 0,
            +   count: 1,
            \(space)   spelled: "",
            \(space)   taskName: nil
            \(space) )

        (Expected: −, Actual: +)
        """
    }
    await store.send(.incrementTapped)
  }

  func testUnhandledReceivedActionAtTheEndIsExpected() async {
    XCTExpectFailure {
      $0.compactDescription.hasPrefix("failed - The store received 1 unexpected action")
    }
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    await store.send(.spellTapped)
  }

  func testBlockFormWithTheIssueLocation() {
    var line = 0
    XCTExpectFailure {
      line = #line + 1
      reportIssue("Boom.")
    } issueMatcher: {
      $0.compactDescription == "failed - Boom." && $0.sourceCodeContext.location?.lineNumber == line
    }
  }

  func testStrictExpectationThatCatchesNothingFails() {
    XCTExpectFailure {
      $0.compactDescription == "failed - Expected failure did not occur"
    }
    XCTExpectFailure {}
  }
}
