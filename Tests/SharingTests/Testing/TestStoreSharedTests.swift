import ComposableArchitecture
import Testing

/// A feature that saves an optional name in app storage, and counts apart from it.
@Reducer
private struct OptionalNameFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("optionalName")) var name: String?
    var count = 0
  }
  enum Action {
    case incrementButtonTapped
    case nameChanged(String?)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
      case let .nameChanged(name):
        state.$name.withLock { $0 = name }
      }
      return .none
    }
  }
}

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct TestStoreSharedTests {
  @Test func anOptionalValueAssertedInOneStepStaysAssertedInTheNext() async {
    let store = TestStore(initialState: OptionalNameFeature.State()) {
      OptionalNameFeature()
    }
    await store.send(.nameChanged("Blob")) {
      $0.$name.withLock { $0 = "Blob" }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.nameChanged(nil)) {
      $0.$name.withLock { $0 = nil }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
  }

  @Test func reducerChangeAssertedWithLock() async {
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 += 1 }
    }
    #expect(store.state.count == 2)
  }

  @Test func unassertedSharedChangeFailsWithDiff() async {
    let messages = await knownIssueMessages {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
      }
      await store.send(.incrementButtonTapped)
    }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred.

            \(space) SharedCounter.State(
            −   _count: 0,
            +   _count: 1,
            \(space)   isLoading: false
            \(space) )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func wrongSharedAssertionFailsWithDiff() async {
    let messages = await knownIssueMessages {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
      }
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 2 }
      }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation.

            \(space) SharedCounter.State(
            −   _count: 2,
            +   _count: 1,
            \(space)   isLoading: false
            \(space) )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func assertingAChangeThatDidNotHappenFails() async {
    let messages = await knownIssueMessages {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
      } withDependencies: { _ in }
      await store.send(.delayedIncrementButtonTapped) {
        $0.isLoading = true
        $0.$count.withLock { $0 = 1 }
      }
      await store.receive(\.incrementResponse) {
        $0.isLoading = false
      }
    }
    // The effect changed the count after the first step: the first step asserted a change that
    // had not happened, the second missed it.
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.hasPrefix("A state change does not match expectation") })
    #expect(messages.first?.contains("−   _count: 1,\n") == true)
    #expect(messages.first?.contains("+   _count: 0,\n") == true)
    #expect(messages.last?.contains("−   _count: 0,\n") == true)
    #expect(messages.last?.contains("+   _count: 1,\n") == true)
  }

  @Test func unhandledReceivedActionsDoNotCarryTheirSharedChangesIntoTheNextStep() async {
    let messages = await knownIssueMessages {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
      }
      await store.send(.delayedIncrementButtonTapped) {
        $0.isLoading = true
      }
      // The count the test store last showed (1, after the unhandled action) is the base.
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 += 1 }
      }
      // As upstream, the unhandled action can still be received; its change was taken in.
      await store.receive(\.incrementResponse)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Must handle 1 received action before sending an action") == true)
  }

  @Test func effectChangeAssertedWhenReceived() async {
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    }
    await store.send(.delayedIncrementButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.incrementResponse) {
      $0.isLoading = false
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func nonExhaustiveAcceptsUnassertedSharedChange() async {
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 2 }
    }
    #expect(store.state.count == 2)
  }

  @Test func nonExhaustiveStillChecksWhatItAsserts() async {
    let messages = await knownIssueMessages {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
      }
      store.exhaustivity = .off
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 5 }
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("−   _count: 5,\n") == true)
    #expect(messages.first?.contains("+   _count: 1,\n") == true)
  }

  @Test func nonExhaustiveShowsSkippedSharedAssertion() async {
    let (skipped, failures) = await skippedAssertions {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.incrementButtonTapped)
    }
    let messages = skipped
    #expect(failures.isEmpty)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Skipped assertions.") == true)
    #expect(messages.first?.contains("−   _count: 0,\n") == true)
    #expect(messages.first?.contains("+   _count: 1,\n") == true)
  }

  @Test func parentAndChildShareAnElementOfAnIdentifiedArray() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    }
    await store.send(.addButtonTapped(SyncUp(id: 1, title: "Design"))) {
      $0.$syncUps.withLock { _ = $0.append(SyncUp(id: 1, title: "Design")) }
    }
    await store.send(.openDetail(1)) {
      $0.details.append(SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: 1])!))
    }
    // The child changes its sync-up; the parent's array sees it in the same step.
    await store.send(.detail(.element(id: 1, action: .titleChanged("Engineering")))) {
      $0.$syncUps.withLock { $0[id: 1]?.title = "Engineering" }
    }
    #expect(store.state.syncUps[id: 1]?.title == "Engineering")
    #expect(store.state.details[id: 1]?.syncUp.title == "Engineering")
    // Asserting through the child's reference is the same assertion.
    await store.send(.detail(.element(id: 1, action: .minutesIncremented))) {
      $0.details[id: 1]?.$syncUp.withLock { $0.minutes = 6 }
    }
    #expect(store.state.syncUps[id: 1]?.minutes == 6)
  }

  // The child's shared element is a projection of the parent's array: as upstream, a dump
  // identifies it by that root, so it prints as a back-reference to the array shown above.
  @Test func childChangeUnassertedShowsTheParentsArray() async {
    let messages = await knownIssueMessages {
      @Shared(.syncUps) var syncUps = [SyncUp(id: 1, title: "Design")]
      let store = TestStore(initialState: SyncUpsList.State()) {
        SyncUpsList()
      }
      await store.send(.openDetail(1)) {
        $0.details.append(SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: 1])!))
      }
      await store.send(.detail(.element(id: 1, action: .titleChanged("Engineering"))))
    }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred.

            \(space) SyncUpsList.State(
            \(space)   _syncUps: IdentifiedArray(
            \(space)     SyncUp(
            \(space)       id: 1,
            −       title: "Design",
            +       title: "Engineering",
            \(space)       minutes: 5
            \(space)     )
            \(space)   ),
            \(space)   details: [
            \(space)     [0]: SyncUpDetail.State(
            \(space)       _syncUp: SyncUp(↩︎)
            \(space)     )
            \(space)   ]
            \(space) )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func storeAssertChecksSharedValues() async {
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    store.assert {
      $0.$count.withLock { $0 = 1 }
    }
    let messages = await knownIssueMessages {
      store.assert {
        $0.$count.withLock { $0 = 3 }
      }
    }
    #expect(messages.count == 1)
  }

  @Test func sharedValueDeclaredInTheTest() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(count == 1)
    // The test changes it itself: no step to assert, the store sees it.
    $count.withLock { $0 = 10 }
    #expect(store.state.count == 10)
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 11 }
    }
    #expect(count == 11)
  }

  // Two tests that write the same keys: whichever runs second would see the other's values if
  // storages leaked between tests.
  @Test func testsNeverSeeEachOthersStorage() async {
    await self.writeSharedStorage(id: 1)
  }

  @Test func testsNeverSeeEachOthersStorageEither() async {
    await self.writeSharedStorage(id: 2)
  }

  private func writeSharedStorage(id: Int) async {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.syncUps) var syncUps
    #expect(count == 0)
    #expect(syncUps.isEmpty)
    $count.withLock { $0 = id }
    $syncUps.withLock { _ = $0.append(SyncUp(id: id)) }
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    }
    #expect(store.state.syncUps.ids == [id])
  }

  @Test func reducerAndAssertionReadADerivedElementInsideWithLock() async throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(
      value: [SyncUp(id: 1), SyncUp(id: 2, title: "Design")]
    )
    let syncUp = try #require(Shared(syncUps[id: 2]))
    let store = TestStore(initialState: SyncUpDeletion.State(syncUps: syncUps, syncUp: syncUp)) {
      SyncUpDeletion()
    }
    await store.send(.deleteButtonTapped) { state in
      state.$syncUps.withLock {
        // The expected copy is mutated: reads see the state as last asserted.
        #expect(state.syncUp.title == "Design")
        #expect(state.syncUps.ids == [1, 2])
        _ = $0.remove(id: state.syncUp.id)
      }
    }
    #expect(syncUps.wrappedValue.ids == [1])
  }

  @Test func nonExhaustiveAssertionReadsADerivedElementInsideWithLock() async throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1), SyncUp(id: 2)])
    let syncUp = try #require(Shared(syncUps[id: 2]))
    let store = TestStore(initialState: SyncUpDeletion.State(syncUps: syncUps, syncUp: syncUp)) {
      SyncUpDeletion()
    }
    store.exhaustivity = .off
    await store.send(.deleteButtonTapped) { state in
      state.$syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
    }
    #expect(syncUps.wrappedValue.ids == [1])
  }
}
