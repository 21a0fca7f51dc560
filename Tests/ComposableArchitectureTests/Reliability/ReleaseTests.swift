@testable import ComposableArchitecture
import Testing

/// Stores, child stores and effect tasks are released after dismissal, pop, row removal and store
/// deinit, with effects in flight.
///
/// Child stores of a dismissed child, a popped element or a removed row are released the next time
/// their parent is scoped the same way (as a view does when its state changes), as upstream
/// replaces an invalidated child store then.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct ReleaseTests {
  let clock = TestClock()
  let liveEffects = LockIsolated(0)

  func makeStore() -> StoreOf<EffectsHost> {
    Store(initialState: EffectsHost.State()) {
      EffectsHost(liveEffects: self.liveEffects, log: nil)
    } withDependencies: {
      $0.continuousClock = self.clock
    }
  }

  /// The effect tasks the root store is tracking (each removes itself when it ends).
  func effectTasks(_ store: StoreOf<EffectsHost>) -> Int {
    (store.core as? RootCore<EffectsHost.State, EffectsHost.Action>)?.effects.count ?? -1
  }

  /// Starts a timer, a delayed effect, a merge with a concatenation, a debounce and a throttle.
  func startEverything(_ child: StoreOf<EffectsChild>) async {
    child.send(.startTimerTapped)
    child.send(.delayTapped)
    child.send(.mergeTapped)
    child.send(.debounceTapped)
    child.send(.throttleTapped(latest: true))
    child.send(.throttleTapped(latest: true))
    await self.clock.advance(by: .milliseconds(500))
  }

  func settle() async {
    for _ in 0..<20 where self.liveEffects.value > 0 {
      await Task.megaYield()
    }
  }

  @Test func dismissalReleasesTheChildStoreAndEndsItsEffects() async throws {
    let store = self.makeStore()
    store.send(.presentTapped)
    weak var weakChild: StoreOf<EffectsChild>?
    do {
      let child = try #require(store.scope(state: \.destination, action: \.destination.presented))
      weakChild = child
      await self.startEverything(child)
    }
    #expect(self.liveEffects.value > 0)
    #expect(self.effectTasks(store) > 0)

    store.send(.destination(.dismiss))
    await self.settle()
    #expect(store.scope(state: \.destination, action: \.destination.presented) == nil)
    #expect(weakChild == nil, "a dismissed child's store is released")
    #expect(self.liveEffects.value == 0, "a dismissed child's effects end")
    #expect(self.effectTasks(store) == 0)
    await self.clock.advance(by: .seconds(10))
    #expect(store.withState(\.staleDeliveries) == [])
  }

  @Test func selfDismissalReleasesTheChildStoreAndEndsItsEffects() async throws {
    let store = self.makeStore()
    store.send(.presentTapped)
    weak var weakChild: StoreOf<EffectsChild>?
    do {
      let child = try #require(store.scope(state: \.destination, action: \.destination.presented))
      weakChild = child
      await self.startEverything(child)
      child.send(.closeTapped)
    }
    await self.settle()
    #expect(store.withState(\.destination) == nil)
    #expect(store.scope(state: \.destination, action: \.destination.presented) == nil)
    #expect(weakChild == nil)
    #expect(self.liveEffects.value == 0)
    #expect(self.effectTasks(store) == 0)
  }

  @Test func rowRemovalReleasesTheRowStoreAndEndsItsEffects() async {
    let store = self.makeStore()
    store.send(.addRowTapped)
    store.send(.addRowTapped)
    weak var weakRow: StoreOf<EffectsChild>?
    do {
      let rows = Array(store.scope(state: \.rows, action: \.rows))
      weakRow = rows[0]
      await self.startEverything(rows[0])
      await self.startEverything(rows[1])
    }
    let tasksWithTwoRows = self.effectTasks(store)

    store.send(.removeRowTapped(id: 0))
    await Task.megaYield()
    #expect(store.scope(state: \.rows, action: \.rows).count == 1)
    #expect(weakRow == nil, "a removed row's store is released")
    #expect(self.effectTasks(store) < tasksWithTwoRows, "a removed row's effect tasks end")

    store.send(.removeRowTapped(id: 1))
    // Lets the tasks of the cancelled effects run to their end.
    for _ in 0..<1_000 where self.effectTasks(store) > 0 {
      await Task.megaYield()
    }
    #expect(self.liveEffects.value == 0)
    #expect(self.effectTasks(store) == 0)
    await self.clock.advance(by: .seconds(10))
    #expect(store.withState(\.staleDeliveries) == [])
  }

  @Test func popReleasesTheElementStoreAndEndsItsEffects() async throws {
    let store = self.makeStore()
    store.send(.pushTapped)
    let id = try #require(store.withState(\.path.ids.first))
    weak var weakElement: StoreOf<EffectsChild>?
    do {
      let element = try #require(store.scope(state: \.path[id: id], action: \.path[id: id]))
      weakElement = element
      await self.startEverything(element)
    }
    #expect(self.effectTasks(store) > 0)

    store.send(.path(.popFrom(id: id)))
    await self.settle()
    #expect(store.scope(state: \.path[id: id], action: \.path[id: id]) == nil)
    #expect(weakElement == nil, "a popped element's store is released")
    #expect(self.liveEffects.value == 0)
    #expect(self.effectTasks(store) == 0)
  }

  @Test func releasingTheStoreReleasesEveryChildStoreAndEndsEveryEffect() async throws {
    weak var weakStore: StoreOf<EffectsHost>?
    weak var weakDestination: StoreOf<EffectsChild>?
    weak var weakRow: StoreOf<EffectsChild>?
    weak var weakElement: StoreOf<EffectsChild>?
    do {
      let store = self.makeStore()
      weakStore = store
      store.send(.presentTapped)
      store.send(.addRowTapped)
      store.send(.pushTapped)
      let destination = try #require(
        store.scope(state: \.destination, action: \.destination.presented)
      )
      let row = try #require(store.scope(state: \.rows, action: \.rows).first)
      let id = try #require(store.withState(\.path.ids.first))
      let element = try #require(store.scope(state: \.path[id: id], action: \.path[id: id]))
      weakDestination = destination
      weakRow = row
      weakElement = element
      await self.startEverything(destination)
      await self.startEverything(row)
      await self.startEverything(element)
      #expect(self.liveEffects.value > 0)
    }
    await self.settle()
    #expect(weakStore == nil, "effects in flight do not keep their store alive")
    #expect(weakDestination == nil)
    #expect(weakRow == nil)
    #expect(weakElement == nil)
    #expect(self.liveEffects.value == 0, "no effect outlives its store")
  }

  @Test func releasingATestStoreEndsEveryEffect() async {
    do {
      let store = TestStore(initialState: EffectsHost.State()) {
        EffectsHost(liveEffects: self.liveEffects, log: nil)
      } withDependencies: {
        $0.continuousClock = self.clock
      }
      store.exhaustivity = .off
      await store.send(.presentTapped)
      await store.send(.destination(.presented(.startTimerTapped)))
      await store.send(.destination(.presented(.delayTapped)))
      await self.clock.advance(by: .seconds(1))
      #expect(self.liveEffects.value == 2)
    }
    await self.settle()
    #expect(self.liveEffects.value == 0, "no effect outlives its test store")
  }

  /// The cancellation ids namespace of a store: its own, under test.
  func namespace(_ store: StoreOf<EffectsHost>) -> NavigationIDPath {
    (store.core as? RootCore<EffectsHost.State, EffectsHost.Action>)?
      .dependencies.navigationIDPath ?? NavigationIDPath()
  }

  @Test func pushPopCyclesLeaveNoBookkeepingBehind() async throws {
    let store = self.makeStore()
    for _ in 1...300 {
      store.send(.pushTapped)
      let id = try #require(store.withState(\.path.ids.last))
      store.send(.path(.element(id: id, action: .delayTapped)))
      store.send(.path(.element(id: id, action: .startTimerTapped)))
      store.send(.path(.element(id: id, action: .debounceTapped)))
      store.send(.path(.popFrom(id: id)))
    }
    // Lets the tasks of the cancelled effects run to their end.
    for _ in 0..<1_000 where self.effectTasks(store) > 0 {
      await Task.megaYield()
    }
    #expect(self.liveEffects.value == 0)
    #expect(self.effectTasks(store) == 0)
    #expect(CancellationRegistry.shared.registeredCount(under: self.namespace(store)) == 0)
    try await self.clock.checkSuspension()
  }

  /// Each pushed element throttles under ids of its own namespace: once their interval has passed,
  /// the throttle's entries of popped elements go away.
  @Test func throttleEntriesOfPoppedElementsExpire() async throws {
    let store = self.makeStore()
    let namespace = self.namespace(store)
    func throttleEntries() -> Int {
      ThrottleLedger.entries.keys.count { $0.path.path.starts(with: namespace.path) }
    }
    func pushThrottleAndPop() async throws {
      store.send(.pushTapped)
      let id = try #require(store.withState(\.path.ids.last))
      store.send(.path(.element(id: id, action: .throttleTapped(latest: true))))
      await Task.megaYield()
      store.send(.path(.popFrom(id: id)))
    }
    let cycles = 2 * ThrottleLedger.minimumPruneThreshold
    for _ in 1...cycles {
      try await pushThrottleAndPop()
    }
    #expect(throttleEntries() == cycles, "within their interval, the entries are kept")
    await self.clock.advance(by: .seconds(3))
    // Expired entries are dropped once the ledger has doubled since it was last pruned (other
    // suites throttle at the same time, so the moment depends on them too): within a bounded
    // number of new entries, only the new ones are left.
    var newEntries = 0
    while throttleEntries() > newEntries, newEntries < 8 * cycles {
      try await pushThrottleAndPop()
      newEntries += 1
    }
    #expect(throttleEntries() == newEntries, "the expired entries of popped elements are gone")
  }
}
