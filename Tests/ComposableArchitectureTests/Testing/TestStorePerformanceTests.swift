import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct PerformanceTests {
    /// A thousand steps of a test: each sends an action whose effect sends one back.
    @Test func thousandSendReceiveSteps() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      let clock = ContinuousClock()
      let start = clock.now
      for step in 1...1_000 {
        await store.send(.respond(step))
        await store.receive(.response(step)) {
          $0.responses.append(step)
        }
      }
      let elapsed = clock.now - start
      print("TestStore: 1,000 send/receive steps in \(elapsed)")
      #expect(store.state.responses.count == 1_000)
    }
  }
}
