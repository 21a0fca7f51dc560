import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct SendTests {
    /// CustomDump's proportional diffs pad unchanged lines with a figure space.
    let space = "\u{2007}"

    @Test func assertedStateChange() async {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      }
      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
      await store.send(.decrementButtonTapped) {
        $0.count = 0
      }
      #expect(store.state == CounterFeature.State())
    }

    @Test func stateChangeDoesNotMatchExpectation() async {
      var line = 0
      let issues = await knownIssues {
        let store = TestStore(initialState: CounterFeature.State()) {
          CounterFeature()
        }
        line = #line + 1
        await store.send(.incrementButtonTapped) {
          $0.count = 2
        }
      }
      #expect(
        issues == [
          RecordedIssue(
            message: """
              A state change does not match expectation.

                  \(space) CounterFeature.State(
                  −   count: 2,
                  +   count: 1,
                  \(space)   fact: nil,
                  \(space)   isLoadingFact: false,
                  \(space)   isTimerOn: false
                  \(space) )

              (Expected: −, Actual: +)
              """,
            line: line
          )
        ]
      )
    }

    @Test func unexpectedStateChange() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: CounterFeature.State()) {
          CounterFeature()
        }
        await store.send(.incrementButtonTapped)
      }
      #expect(
        messages(issues) == [
          """
          State was not expected to change, but a change occurred.

              \(space) CounterFeature.State(
              −   count: 0,
              +   count: 1,
              \(space)   fact: nil,
              \(space)   isLoadingFact: false,
              \(space)   isTimerOn: false
              \(space) )

          (Expected: −, Actual: +)
          """
        ]
      )
    }

    @Test func assertionWithoutChange() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.noop) {
          $0.count = 0
        }
      }
      #expect(
        messages(issues) == [
          """
          Expected state to change, but no change occurred.

          The trailing closure made no observable modifications to state. If no change to state \
          is expected, omit the trailing closure.
          """
        ]
      )
    }

    @Test func assertionThatThrows() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.noop) { _ in
          throw EffectsFeature.Failure()
        }
      }
      #expect(messages(issues) == ["Threw error: Failure()"])
    }

    @Test func sendByCaseKeyPath() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      await store.send(\.incrementButtonTapped) {
        $0.count = 1
      }
      await store.send(\.respond, 7)
      await store.receive(\.response, 7) {
        $0.responses = [7]
      }
    }

    @Test func mustHandleReceivedActionsBeforeSending() async {
      var line = 0
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.incrementTwiceSynchronously)
        line = #line + 1
        await store.send(.noop)
        // The actions can still be received; their change was taken in with the send.
        await store.receive(.incrementButtonTapped)
        await store.receive(.incrementButtonTapped)
        #expect(store.state.count == 2)
      }
      #expect(
        issues == [
          RecordedIssue(
            message: """
              Must handle 2 received actions before sending an action.

              Unhandled actions: [
                [0]: .incrementButtonTapped,
                [1]: .incrementButtonTapped
              ]
              """,
            line: line
          )
        ]
      )
    }

    @Test func synchronousEffectsAreReceivedInOrder() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      await store.send(.incrementTwiceSynchronously)
      // The state after the sent action itself, not after the actions it led to.
      #expect(store.state.count == 0)
      await store.receive(.incrementButtonTapped) {
        $0.count = 1
      }
      await store.receive(.incrementButtonTapped) {
        $0.count = 2
      }
    }

    @Test func assertCurrentState() async {
      let store = TestStore(initialState: CounterFeature.State(count: 1)) {
        CounterFeature()
      }
      store.assert {
        $0.count = 1
      }
      let issues = await knownIssues {
        store.assert {
          $0.count = 2
        }
      }
      #expect(
        messages(issues) == [
          """
          A state change does not match expectation.

              \(space) CounterFeature.State(
              −   count: 2,
              +   count: 1,
              \(space)   fact: nil,
              \(space)   isLoadingFact: false,
              \(space)   isTimerOn: false
              \(space) )

          (Expected: −, Actual: +)
          """
        ]
      )
    }
  }
}
