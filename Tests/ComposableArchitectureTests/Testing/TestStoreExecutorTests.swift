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

    @Test func effectsWithoutTheMainSerialExecutor() async {
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
  }
}
