import ComposableArchitecture
import XCTest

/// Turning the main serial executor off is process-wide. XCTest runs its tests one at a time,
/// before Swift Testing starts, so this is the one place where doing so cannot disturb another
/// test that relies on it.
@MainActor
final class TestStoreExecutorXCTests: XCTestCase {
  func testEffectsWithoutTheMainSerialExecutor() async {
    let store = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    store.useMainSerialExecutor = false
    await store.send(.respondSeveral(2))
    await store.receive(.response(1)) {
      $0.responses = [1]
    }
    await store.receive(.response(2)) {
      $0.responses = [1, 2]
    }
    await store.receive(\.rows[id: 2].response) {
      $0.responses = [1, 2, 2]
    }
    await store.finish()
  }

  func testMainSerialExecutorIsOnWhileAnyTestStoreLives() {
    let original = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = original }
    uncheckedUseMainSerialExecutor = false
    var first: TestStoreOf<EffectsFeature>? = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    var second: TestStoreOf<EffectsFeature>? = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    first = nil
    // The second store still needs it, though the first found it off.
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    second = nil
    // Under XCTest, the last store puts back the value found before the first.
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = (first, second)
  }
}
