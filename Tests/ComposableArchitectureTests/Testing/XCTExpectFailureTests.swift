import ComposableArchitecture
import XCTest

/// `XCTExpectFailure` as upstream's failure tests use it, in a plain `XCTestCase` subclass: on
/// Linux the library provides it, with Apple's semantics.
@MainActor
final class XCTExpectFailureTests: XCTestCase {
  private struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case first, second }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .first:
          state.count += 1
          return .send(.second)
        case .second:
          return .none
        }
      }
    }
  }

  func testRestOfTestAbsorbsAMatchingTestStoreFailure() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    XCTExpectFailure {
      $0.compactDescription.hasPrefix(
        "failed - State was not expected to change, but a change occurred"
      )
    }
    await store.send(.first)
    await store.receive(.second)
  }

  func testRestOfTestCoversFailuresAtTheEndOfTheTest() async {
    XCTExpectFailure {
      $0.compactDescription.hasPrefix("failed - The store received 1 unexpected action")
    }
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.first) {
      $0.count = 1
    }
  }

  func testBlockFormWithExactDescriptionAndLocation() {
    var line = 0
    XCTExpectFailure {
      line = #line + 1
      reportIssue("Something went wrong.")
    } issueMatcher: {
      $0.compactDescription == "failed - Something went wrong."
        && $0.sourceCodeContext.location?.lineNumber == line
        && $0.sourceCodeContext.location?.fileURL.lastPathComponent
          == "XCTExpectFailureTests.swift"
    }
  }

  func testBlockFormReturnsAndAbsorbsUnimplementedDependencies() {
    let load: @Sendable () -> Int = unimplemented("load", placeholder: 0)
    let value = XCTExpectFailure {
      load()
    } issueMatcher: {
      $0.compactDescription.hasPrefix("failed - Unimplemented: load")
    }
    XCTAssertEqual(value, 0)
  }

  func testIssuesTheMatcherRejectsReachTheEnclosingExpectation() {
    XCTExpectFailure {
      $0.compactDescription == "failed - Other."
        || $0.compactDescription == "failed - Expected failure did not occur"
    }
    XCTExpectFailure {
      reportIssue("Other.")
    } issueMatcher: {
      $0.compactDescription == "failed - Something went wrong."
    }
  }

  func testStrictBlockThatCatchesNothingFails() {
    XCTExpectFailure {
      $0.compactDescription == "failed - Expected failure did not occur: a reason"
    }
    XCTExpectFailure("a reason") {}
  }

  func testStrictRestOfTestThatCatchesNothingFailsAtTheEnd() {
    XCTExpectFailure {
      $0.compactDescription == "failed - Expected failure did not occur: nothing goes wrong"
    }
    XCTExpectFailure("nothing goes wrong")
  }

  func testNonStrictAndDisabledExpectationsCatchNothingQuietly() {
    XCTExpectFailure(strict: false)
    XCTExpectFailure(strict: false) {}
    XCTExpectFailure(enabled: false)
  }

  func testDisabledExpectationLetsFailuresThrough() {
    XCTExpectFailure {
      $0.compactDescription == "failed - Not expected by the disabled one."
    }
    XCTExpectFailure(enabled: false) {
      reportIssue("Not expected by the disabled one.")
    }
  }

  func testExpectationsEndWithTheirTest() {
    // Nothing is expected here: a leftover expectation of an earlier test would absorb this and
    // fail as "did not occur" only at that test's end, while this check sees the reporters.
    XCTAssertFalse(IssueReporters.current.contains { "\(type(of: $0))".contains("Expected") })
  }
}
