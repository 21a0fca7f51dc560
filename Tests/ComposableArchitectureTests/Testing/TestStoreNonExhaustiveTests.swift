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

    /// What a test left unasserted at its end shows with the texts of an exhaustive test, as
    /// known issues: received actions at the line that created the test store, effects at the
    /// `send` that started them.
    @Test func endOfTestShowsUnassertedWorkAsSkippedAssertions() async {
      let clock = TestClock()
      var initLine = 0
      var sendLine = 0
      let (skipped, failures) = await skippedAssertions {
        initLine = #line + 1
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        store.exhaustivity = .off(showSkippedAssertions: true)
        sendLine = #line + 1
        await store.send(.startTimer) {
          $0.isTimerOn = true
        }
        await store.send(.respond(1))
      }
      #expect(failures == [])
      #expect(
        skipped == [
          RecordedIssue(
            message: """
              Skipped assertions.

              The store received 1 unexpected action.

                Unhandled actions:
                  .response

              To fix, explicitly assert against these actions using "store.receive", skip these \
              actions by performing "await store.skipReceivedActions()", or consider using a \
              non-exhaustive test store: "store.exhaustivity = .off".
              """,
            line: initLine
          ),
          RecordedIssue(
            message: """
              Skipped assertions.

              An effect returned for this action is still running. It must complete before the \
              end of the test.

              To fix, inspect any effects the reducer returns for this action and ensure that all \
              of them complete by the end of the test. There are a few reasons why an effect may \
              not have completed:

              If using async/await in your effect, it may need a little bit of time to properly \
              finish. To fix you can simply perform "await store.finish()" at the end of your \
              test.

              If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", \
              etc.), make sure that you wait enough time for it to perform the effect. If you are \
              using a test clock/scheduler, advance it so that the effects may complete, or \
              consider using an immediate clock/scheduler to immediately perform the effect \
              instead.

              If you are returning a long-living effect (timers, notifications, subjects, etc.), \
              then make sure those effects are torn down by marking the effect ".cancellable" and \
              returning a corresponding cancellation effect ("Effect.cancel") from another \
              action, or, if your effect is driven by a Combine subject, send it a completion.

              If you do not wish to assert on these effects, perform "await \
              store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
              "store.exhaustivity = .off".
              """,
            line: sendLine
          ),
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
