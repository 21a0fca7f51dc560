import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct NonExhaustiveTests {
    let space = "\u{2007}"

    @Test func assertsOnlyWhatTheTestSets() async {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off

      await store.send(.incrementButtonTapped)
      await store.send(.incrementButtonTapped) {
        $0.count = 2
      }
      // Skips `.response(1)` and `.response(2)`, and the state they changed.
      await store.send(.respondSeveral(3))
      await store.receive(.response(3)) {
        $0.responses = [1, 2, 3]
      }
      await store.send(.startTimer)
      await clock.advance(by: .seconds(3))
      await store.receive(\.timerTick)
      await store.receive(\.timerTick) {
        $0.count = 4
      }
      // The third tick, the unreceived row action and the running timer are not asserted.
    }

    @Test func failsOnlyOnWhatTheTestSets() async {
      let clock = TestClock()
      let issues = await knownIssues {
        let store = TestStore(initialState: CounterFeature.State()) {
          CounterFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        store.exhaustivity = .off
        await store.send(.toggleTimerButtonTapped)
        await store.send(.incrementButtonTapped) {
          $0.count = 2
        }
        await store.send(.toggleTimerButtonTapped) {
          $0.isTimerOn = false
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
              \(space)   isTimerOn: true
              \(space) )

          (Expected: −, Actual: +)
          """
        ]
      )
    }

    @Test func showsSkippedAssertionsAsKnownIssues() async {
      let (skipped, failures) = await skippedAssertions {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        store.exhaustivity = .off(showSkippedAssertions: true)
        await store.send(.respondSeveral(2))
        await store.receive(.response(2)) {
          $0.responses = [1, 2]
        }
        await store.send(.incrementButtonTapped)
      }
      #expect(failures == [])
      #expect(
        messages(skipped) == [
          """
          Skipped assertions.

          1 received action was skipped.

          [
            [0]: .response(1)
          ]
          """,
          """
          Skipped assertions.

          1 received action was skipped.

          EffectsFeature.Action.rows(
            .element(
              id: 2,
              action: .response(2)
            )
          )
          """,
          """
          Skipped assertions.

          State was not expected to change, but a change occurred.

              \(space) EffectsFeature.State(
              −   count: 0,
              +   count: 1,
              \(space)   responses: […],
              \(space)   isTimerOn: false
              \(space) )

          (Expected: −, Actual: +)
          """,
        ]
      )
    }

    @Test func withExhaustivity() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      await store.withExhaustivity(.off) {
        await store.send(.respondSeveral(1))
        await store.send(.incrementButtonTapped) {
          $0.count = 1
        }
      }
      #expect(store.exhaustivity == .on)
      await store.send(.incrementButtonTapped) {
        $0.responses = [1, 1]
        $0.count = 2
      }
    }

    @Test func longLivingEffectsMayOutliveANonExhaustiveTest() async {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.startTimer)
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.count = 1
      }
    }

    @Test func assertAfterSkippedActions() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      store.exhaustivity = .off
      await store.send(.respondSeveral(2))
      await store.finish()
      store.assert {
        $0.responses = [1, 2, 2]
      }
    }
  }
}
