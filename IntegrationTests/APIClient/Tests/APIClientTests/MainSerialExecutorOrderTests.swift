import ComposableArchitecture
import ModernAPI
import XCTest

/// A test store puts back the main-serial-executor setting it found, whatever an earlier test left
/// alive. XCTest keeps every test case instance, and so every store a test keeps in a property,
/// until the end of the run: the first test keeps one, as upstream's
/// `TestStoreFailureTests.testReceivedActionBeforeFinish` does, and the second is upstream's
/// `testMainSerialExecutor_AutoAssignsAndResets_False`. XCTest runs a class's tests in the order of
/// their names, hence the numbers.
@MainActor
final class MainSerialExecutorOrderTests: XCTestCase {
  private var keptStore: TestStoreOf<Counter>?

  func test1_aStoreKeptInAProperty() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    self.keptStore = store
    await store.send(.incrementTapped) {
      $0.count = 1
    }
  }

  func test2_theNextTestsStorePutsBackTheSettingItFound() {
    let original = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = original }
    uncheckedUseMainSerialExecutor = false
    var store: TestStoreOf<Counter>? = TestStore(initialState: Counter.State()) {
      Counter()
    }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = store
  }
}
