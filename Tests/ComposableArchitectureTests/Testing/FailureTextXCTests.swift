import ComposableArchitecture
import XCTest

/// The full text XCTest records for failures reported through IssueReporting: as on Apple
/// platforms, with nothing appended (IssueReporting's default reporter appends a paragraph about
/// host applications on Linux).
@MainActor
final class FailureTextXCTests: XCTestCase {
  /// What `recordFailure` received while `failures(_:)` ran, instead of failing the test.
  private let captured = LockIsolated<[String]?>(nil)

  override func recordFailure(
    withDescription description: String,
    inFile filePath: String,
    atLine lineNumber: Int,
    expected: Bool
  ) {
    let isCapturing = self.captured.withValue {
      guard $0 != nil else { return false }
      $0?.append(description)
      return true
    }
    guard !isCapturing else { return }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
    )
  }

  /// Runs `body` and returns the descriptions of the failures XCTest was asked to record.
  private func failures(_ body: () async -> Void) async -> [String] {
    self.captured.setValue([])
    await body()
    defer { self.captured.setValue(nil) }
    return self.captured.value ?? []
  }

  func testATestStoreFailureReadsAsOnApplePlatforms() async {
    let space = "\u{2007}"
    let failures = await self.failures {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      }
      await store.send(.incrementButtonTapped) { _ in }
    }
    XCTAssertEqual(
      failures,
      [
        """
        failed - A state change does not match expectation.

            \(space) CounterFeature.State(
            −   count: 0,
            +   count: 1,
            \(space)   fact: nil,
            \(space)   isLoadingFact: false,
            \(space)   isTimerOn: false
            \(space) )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  func testAReportedErrorReadsAsOnApplePlatforms() async {
    struct Failure: Error {}
    let failures = await self.failures {
      reportIssue(Failure(), "while loading")
    }
    XCTAssertEqual(failures, ["failed - Caught error: Failure(): while loading"])
  }
}
