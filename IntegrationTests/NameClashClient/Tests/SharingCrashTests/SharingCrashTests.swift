import ComposableArchitecture
import SyncUpsKit
import Testing

@MainActor
struct SharingCrashTestsSuite {
  @Test func add() async {
    let store = TestStore(initialState: SyncUps.State()) { SyncUps() }
    await store.send(.add("Design")) { $0.$titles.withLock { $0.append("Design") } }
  }
}
