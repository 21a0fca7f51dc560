import ComposableArchitecture
import ComposableArchitectureTestSupport
import XCTest

/// Upstream's helper for tests that fail today and should not in the future (upstream also
/// marks it deprecated, so that each use warns).
func XCTTODO(_ message: String) {
  XCTExpectFailure(message)
}

/// XCTest's own assertions inside `XCTExpectFailure`, in a test case that opts in.
final class ExpectedFailureTestCaseTests: ExpectedFailureTestCase {
  func testXCTTODOExpectsTheFailingAssertionsOfTheRestOfTheTest() {
    XCTTODO("Ideally this would pass.")
    XCTAssertEqual(1, 2)
    XCTAssert(false)
  }

  func testNonStrictExpectationAroundAPassingAssertion() {
    XCTExpectFailure(strict: false) {
      XCTAssertEqual(1, 1)
    }
  }

  func testMatchersSeeTheAssertionAsApplePlatformsDescribeIt() {
    var line = 0
    XCTExpectFailure {
      line = #line + 1
      XCTAssertEqual(1, 2, "counts")
    } issueMatcher: {
      $0.compactDescription == #"XCTAssertEqual failed: ("1") is not equal to ("2") - counts"#
        && $0.type == .assertionFailure
        && $0.sourceCodeContext.location?.lineNumber == line
    }
    XCTExpectFailure {
      XCTFail()
    } issueMatcher: {
      $0.compactDescription == "failed"
    }
  }

  func testAFailureTheMatcherRejectsReachesTheEnclosingExpectation() {
    XCTExpectFailure {
      $0.compactDescription == "failed - Other."
        || $0.compactDescription == "failed - Expected failure did not occur"
    }
    XCTExpectFailure {
      XCTFail("Other.")
    } issueMatcher: {
      $0.compactDescription == "failed - Something else."
    }
  }

  func testAThrownErrorIsExpected() throws {
    struct Failure: Error {}
    XCTExpectFailure { $0.type == .thrownError }
    throw Failure()
  }
}

#if !canImport(ObjectiveC)
  /// What `_expectXCTestFailure` answers: `ExpectedFailureTestCase` records the failure as XCTest
  /// would when it answers `false`.
  final class XCTestFailureExpectationTests: XCTestCase {
    func testNothingIsExpectedOutsideAnExpectation() {
      XCTAssertFalse(
        _expectXCTestFailure(
          "XCTAssertTrue failed - ", filePath: #filePath, line: 1, isAssertion: true
        )
      )
    }

    func testAFailureTheMatcherRejectsIsNotExpected() {
      let isExpected = XCTExpectFailure(strict: false) {
        _expectXCTestFailure("failed - Other.", filePath: #filePath, line: 1, isAssertion: true)
      } issueMatcher: {
        $0.compactDescription == "failed - Something else."
      }
      XCTAssertFalse(isExpected)
    }

    func testAMatchingFailureIsExpected() {
      let isExpected = XCTExpectFailure {
        _expectXCTestFailure("failed - Boom.", filePath: #filePath, line: 1, isAssertion: true)
      } issueMatcher: {
        $0.compactDescription == "failed - Boom."
      }
      XCTAssertTrue(isExpected)
    }
  }
#endif

#if !canImport(ObjectiveC)
  @testable import ComposableArchitectureTestSupport

  /// What the test support's observer does with a failure XCTest recorded in a plain
  /// `XCTestCase`: it counts for an expectation's strictness (the failure itself still fails the
  /// test, and the observer says why), so that the test does not also fail with "Expected failure
  /// did not occur".
  final class PlainTestCaseFailureTests: XCTestCase {
    func testAMatchingFailureXCTestRecordedCountsForStrictness() {
      XCTExpectFailure {
        CurrentTestCaseObserver().testCase(
          self, didFailWithDescription: "XCTAssertTrue failed - ", inFile: #filePath, atLine: 1
        )
      } issueMatcher: {
        $0.compactDescription == "XCTAssertTrue failed"
      }
    }

    func testTheFailuresOfAnExpectedFailureTestCaseAreNotOfferedAgain() {
      let offers = LockIsolated(0)
      XCTExpectFailure(strict: false) {
        CurrentTestCaseObserver().testCase(
          ExpectedFailureTestCaseTests(name: "test", testClosure: { _ in }),
          didFailWithDescription: "XCTAssertTrue failed - ", inFile: #filePath, atLine: 1
        )
      } issueMatcher: { _ in
        offers.withValue { $0 += 1 }
        return true
      }
      XCTAssertEqual(offers.value, 0)
    }
  }
#endif
