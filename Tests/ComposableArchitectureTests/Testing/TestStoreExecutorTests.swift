import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct ExecutorTests {
    @Test func mainSerialExecutorIsOnForTheStoreLifetime() async {
      let original = uncheckedUseMainSerialExecutor
      do {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        #expect(store.useMainSerialExecutor)
        await store.send(.incrementButtonTapped) {
          $0.count = 1
        }
      }
      #expect(uncheckedUseMainSerialExecutor == original)
    }
  }
}
