import ComposableArchitecture
import ComposableViews
import Foundation
import Testing
import XCTest

@testable import ModernAPI

/// The full text of a failing test store, as Apple platforms show it: XCTest records it without
/// the paragraph about host applications IssueReporting appends on Linux (issue #33), and Swift
/// Testing records the same text.
let unassertedEditModeFailure = """
  State was not expected to change, but a change occurred.

      \(space) TodoList.State(
      −   editMode: .inactive,
      +   editMode: .active,
      \(space)   filter: .all,
      \(space)   todos: []
      \(space) )

  (Expected: −, Actual: +)
  """

/// CustomDump's proportional diffs pad unchanged lines with a figure space.
private let space = "\u{2007}"

@MainActor
final class FailureTextXCTests: XCTestCase {
  /// What XCTest was asked to record while this is not `nil`, instead of failing the test.
  private let recorded = LockIsolated<[String]?>(nil)

  override func recordFailure(
    withDescription description: String,
    inFile filePath: String,
    atLine lineNumber: Int,
    expected: Bool
  ) {
    let isRecording = self.recorded.withValue {
      $0?.append(description)
      return $0 != nil
    }
    if !isRecording {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
      )
    }
  }

  func testAFailingTestStoreReadsAsOnApplePlatforms() async {
    let store = TestStore(initialState: TodoList.State()) { TodoList() }
    self.recorded.setValue([])
    await store.send(\.binding.editMode, .active)
    let failures = self.recorded.value
    self.recorded.setValue(nil)
    XCTAssertEqual(failures, ["failed - \(unassertedEditModeFailure)"])
  }
}

@MainActor
@Suite(.serialized)
struct FailureTextTests {
  @Test func aFailingTestStoreReadsAsOnApplePlatforms() async {
    let store = TestStore(initialState: TodoList.State()) { TodoList() }
    await withKnownIssue {
      await store.send(\.binding.editMode, .active)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [unassertedEditModeFailure]
    }
  }
}
