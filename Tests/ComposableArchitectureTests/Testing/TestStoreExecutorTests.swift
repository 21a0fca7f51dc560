import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct ExecutorTests {
    @Test func mainSerialExecutorStaysOnAfterTheStoreUnderSwiftTesting() async {
      do {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        #expect(store.useMainSerialExecutor)
        await store.send(.incrementButtonTapped) {
          $0.count = 1
        }
      }
      // Suites run in parallel: switching it back off could pull it from under another suite's
      // test store.
      #expect(uncheckedUseMainSerialExecutor)
    }

    @Test func initialStateTypeIsInferredFromTheReducer() async {
      let store = TestStore(initialState: .init()) {
        EffectsFeature()
      }
      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
    }
  }
}
