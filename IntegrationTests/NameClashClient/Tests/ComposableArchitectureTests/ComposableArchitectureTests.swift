import ComposableArchitecture
import CounterKit
import Testing

@MainActor
struct ComposableArchitectureTestsSuite {
  @Test func increment() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
  }
}
