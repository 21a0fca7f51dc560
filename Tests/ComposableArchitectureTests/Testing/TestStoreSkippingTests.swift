import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct SkippingTests {
    @Test func skipReceivedActions() async {
      var line = 0
      let (skipped, failures) = await skippedAssertions {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.respondSeveral(2))
        line = #line + 1
        await store.skipReceivedActions()
        #expect(store.state.responses == [1, 2, 2])
        await store.send(.incrementButtonTapped) {
          $0.count = 1
        }
      }
      #expect(failures == [])
      #expect(
        skipped == [
          RecordedIssue(
            message: """
              Skipped assertions.

              3 received actions were skipped.

              [
                [0]: .response(1),
                [1]: .response(2),
                [2]: .rows(
                  .element(
                    id: 2,
                    action: .response(2)
                  )
                )
              ]
              """,
            line: line
          )
        ]
      )
    }

    @Test func skipReceivedActionsWhenThereAreNone() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      let issues = await knownIssues {
        await store.skipReceivedActions()
      }
      #expect(messages(issues) == ["There were no received actions to skip."])
      await store.skipReceivedActions(strict: false)
    }

    @Test func skipInFlightEffects() async {
      let clock = TestClock()
      var line = 0
      let (skipped, failures) = await skippedAssertions {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.startTimer) {
          $0.isTimerOn = true
        }
        await store.send(.runForever)
        line = #line + 1
        await store.skipInFlightEffects()
        // Not cancelled: the timer still ticks, and the test can receive its actions.
        await clock.advance(by: .seconds(1))
        await store.receive(.timerTick) {
          $0.count = 1
        }
        await store.send(.stopTimer) {
          $0.isTimerOn = false
        }
      }
      #expect(failures == [])
      #expect(
        skipped == [
          RecordedIssue(
            message: """
              Skipped assertions.

              2 in-flight effects were cancelled, originating from:

              [
                [0]: .startTimer,
                [1]: .runForever
              ]
              """,
            line: line
          )
        ]
      )
    }

    @Test func skipInFlightEffectsWhenThereAreNone() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      let issues = await knownIssues {
        await store.skipInFlightEffects()
      }
      #expect(messages(issues) == ["There were no in-flight effects to skip."])
      await store.skipInFlightEffects(strict: false)
    }

    @Test func skipSilentlyWhenNonExhaustive() async {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.respondSeveral(1))
      await store.skipReceivedActions()
      await store.send(.runForever)
      await store.skipInFlightEffects()
      store.exhaustivity = .on
      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
    }
  }
}
