import ComposableArchitecture
import Testing

/// A feature with several shared values, changed together.
@Reducer
struct SharedPair {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("first")) var first = 0
    @Shared(.inMemory("second")) var second = 0
    @Shared var local: Int
    var label = ""
  }

  enum Action {
    case incrementBothTapped
    case incrementAllTapped
    case resetTapped
    case effectIncrementTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementBothTapped:
        state.$first.withLock { $0 += 1 }
        state.$second.withLock { $0 += 1 }
        return .none
      case .incrementAllTapped:
        state.$first.withLock { $0 += 1 }
        state.$second.withLock { $0 += 1 }
        state.$local.withLock { $0 += 1 }
        state.label = "all"
        return .none
      case .resetTapped:
        state.$first.withLock { $0 = 0 }
        return .none
      case .effectIncrementTapped:
        return .run { [first = state.$first] _ in
          first.withLock { $0 += 1 }
        }
      }
    }
  }
}

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct TestStoreSeveralSharedTests {
  @Test func severalSharedValuesAssertedInOneStep() async {
    let store = TestStore(initialState: SharedPair.State(local: Shared(value: 0))) {
      SharedPair()
    }
    await store.send(.incrementBothTapped) {
      $0.$first.withLock { $0 = 1 }
      $0.$second.withLock { $0 = 1 }
    }
    await store.send(.incrementAllTapped) {
      $0.$first.withLock { $0 = 2 }
      $0.$second.withLock { $0 += 1 }
      $0.$local.withLock { $0 = 1 }
      $0.label = "all"
    }
  }

  @Test func withLockWritingTheSameValueCountsAsAChange() async {
    let store = TestStore(initialState: SharedPair.State(local: Shared(value: 0))) {
      SharedPair()
    }
    // The reducer writes the value the count already has: asserting it is no "no change" failure.
    await store.send(.resetTapped) {
      $0.$first.withLock { $0 = 0 }
    }
  }

  @Test func unassertedSharedChangeOfAnEffectFailsWhenTheStoreFinishes() async {
    let messages = await knownIssueMessages {
      let store = TestStore(initialState: SharedPair.State(local: Shared(value: 0))) {
        SharedPair()
      }
      await store.send(.effectIncrementTapped)
      await store.finish()
    }
    #expect(
      messages == [
        """
        Test store finished before asserting against changes to shared state.

            \(space) SharedPair.State(
            −   _first: 0,
            +   _first: 1,
            \(space)   _second: #1 0,
            \(space)   _local: #2 0,
            \(space)   label: ""
            \(space) )

        (Expected: −, Actual: +)

        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """
      ]
    )
  }

  /// Without `finish()`, the test store reports the change when it goes away, at the line that
  /// created it.
  @Test func unassertedSharedChangeOfAnEffectFailsWhenTheStoreIsReleased() async {
    var line = 0
    let issues = LockIsolated<[(message: String, line: Int?)]>([])
    await withKnownIssue {
      line = #line + 1
      let store = TestStore(initialState: SharedPair.State(local: Shared(value: 0))) {
        SharedPair()
      }
      await store.send(.effectIncrementTapped)
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined(separator: "\n")
      issues.withValue { $0.append((message, issue.sourceLocation?.line)) }
      return true
    }
    #expect(issues.value.map(\.line) == [line])
    #expect(
      issues.value.map(\.message) == [
        """
        Test store finished before asserting against changes to shared state.

            \(space) SharedPair.State(
            −   _first: 0,
            +   _first: 1,
            \(space)   _second: #1 0,
            \(space)   _local: #2 0,
            \(space)   label: ""
            \(space) )

        (Expected: −, Actual: +)

        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """
      ]
    )
  }

  @Test func sharedChangeOfAnEffectAssertedBeforeFinishing() async {
    let store = TestStore(initialState: SharedPair.State(local: Shared(value: 0))) {
      SharedPair()
    }
    await store.send(.effectIncrementTapped)
    store.assert {
      $0.$first.withLock { $0 = 1 }
    }
    await store.finish()
  }
}
