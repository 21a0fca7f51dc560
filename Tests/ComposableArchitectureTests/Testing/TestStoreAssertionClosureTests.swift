import ComposableArchitecture
import Testing

/// A feature that pushes onto a stack, from a sent action and from an action an effect sends back,
/// and counts the sends of an action that changes nothing.
private struct Pusher: Reducer {
  struct State: Equatable {
    var path = StackState<String>()
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case push(String)
    case pushLater(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case let .push(value):
        state.path.append(value)
        return .none
      case let .pushLater(value):
        return .run { send in await send(.push(value)) }
      }
    }
  }
}

private struct Thrown: Error, Equatable {}

extension TestStoreTests {
  @MainActor
  struct AssertionClosureTests {
    @Test func appendingInTheClosureGetsTheReducersStackElementIDs() async {
      let store = TestStore(initialState: Pusher.State()) {
        Pusher()
      }
      await store.send(.push("a")) {
        $0.path.append("a")
      }
      await store.send(.pushLater("b"))
      await store.receive(.push("b")) {
        $0.path.append("b")
      }
      // The closures took no id of the reducer's: its next push gets the next one.
      await store.send(.push("c")) {
        $0.path[id: 2] = "c"
      }
      #expect(store.state.path.ids == [0, 1, 2])
    }

    @Test func nonExhaustiveClosureRunsOnTheStateAfterTheStepOnly() async {
      let store = TestStore(initialState: Pusher.State()) {
        Pusher()
      }
      store.exhaustivity = .off
      var givenStates: [Int] = []
      await store.send(.increment) {
        givenStates.append($0.count)
        $0.count = 1
      }
      await store.send(.pushLater("a"))
      await store.receive(.push("a")) {
        givenStates.append($0.path.count)
      }
      #expect(givenStates == [1, 1])
    }

    @Test func nonExhaustiveClosureThatOnlyFitsTheStateAfterIsNoFailure() async {
      let store = TestStore(initialState: Pusher.State()) {
        Pusher()
      }
      store.exhaustivity = .off
      await store.send(.increment) {
        if $0.count == 0 { throw Thrown() }
        $0.count = 1
      }
    }

    @Test func skippedAssertionsRunTheClosureOnTheStateBeforeAsKnownIssues() async {
      var givenStates: [Int] = []
      let (skipped, failures) = await skippedAssertions {
        let store = TestStore(initialState: Pusher.State()) {
          Pusher()
        }
        store.exhaustivity = .off(showSkippedAssertions: true)
        await store.send(.increment) {
          givenStates.append($0.count)
          if $0.count == 0 { throw Thrown() }
        }
      }
      #expect(givenStates == [1, 0])
      #expect(failures == [])
      #expect(messages(skipped).map { $0.hasSuffix("Threw error: Thrown()") } == [true])
    }

    @Test func whatTheClosureReportsOfTheStateBeforeIsAKnownIssue() async {
      let (skipped, failures) = await skippedAssertions {
        let store = TestStore(initialState: Pusher.State()) {
          Pusher()
        }
        store.exhaustivity = .off(showSkippedAssertions: true)
        await store.send(.increment) {
          #expect($0.count == 1)
          if $0.count != 1 { reportIssue("count was \($0.count)") }
          $0.count = 1
        }
      }
      #expect(failures == [])
      #expect(messages(skipped) == ["count was 0"])
    }
  }
}
