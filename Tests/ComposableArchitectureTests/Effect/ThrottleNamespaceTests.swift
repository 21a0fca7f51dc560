import ComposableArchitecture
import Testing

/// Throttles with the same id in sibling children (a presented child and a stack element) are
/// independent, as equal cancellation ids in sibling children are. Found by
/// `EffectPropertyTests`: the throttle's bookkeeping was keyed by the id outside the child's
/// namespace, so one child's throttled action was held back by, and then delivered to, the other.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct ThrottleNamespaceTests {
  @Test func siblingChildrenThrottleIndependently() async throws {
    let clock = TestClock()
    let store = Store(initialState: EffectsHost.State()) {
      EffectsHost(liveEffects: LockIsolated(0), log: nil)
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.presentTapped)
    store.send(.destination(.presented(.throttleTapped(latest: true))))
    await Task.megaYield()
    #expect(store.withState(\.destination?.events) == [.throttled])

    store.send(.pushTapped)
    let id = try #require(store.withState(\.path.ids.first))
    store.send(.path(.element(id: id, action: .throttleTapped(latest: true))))
    await Task.megaYield()
    #expect(
      store.withState { $0.path[id: id]?.events } == [.throttled],
      "the element's first throttled action is sent at once"
    )

    store.send(.destination(.presented(.throttleTapped(latest: true))))
    store.send(.path(.element(id: id, action: .throttleTapped(latest: true))))
    store.send(.path(.popFrom(id: id)))
    await clock.advance(by: .seconds(3))
    #expect(store.withState(\.destination?.events) == [.throttled, .throttled])
    #expect(store.withState(\.staleDeliveries) == [])
  }
}
