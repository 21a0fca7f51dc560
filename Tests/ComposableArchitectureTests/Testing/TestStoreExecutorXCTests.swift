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

  func testEachTestStorePutsBackTheSettingItFound() {
    let original = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = original }
    uncheckedUseMainSerialExecutor = false
    var outer: TestStoreOf<EffectsFeature>? = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    var inner: TestStoreOf<EffectsFeature>? = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    inner = nil
    // The inner store found it on.
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    outer = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = (outer, inner)
  }

  /// Upstream's `testMainSerialExecutor_AutoAssignsAndResets_False`, run after a test that keeps
  /// its store in a property: XCTest keeps every test case instance, and so that store, until the
  /// end of the run.
  func testAStoreKeptAliveByAnEarlierTestLeavesTheNextTestsSettingAlone() {
    let original = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = original }
    let earlierTestsStore = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    uncheckedUseMainSerialExecutor = false
    var store: TestStoreOf<EffectsFeature>? = TestStore(initialState: EffectsFeature.State()) {
      EffectsFeature()
    }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    withExtendedLifetime((earlierTestsStore, store)) {}
  }
}
