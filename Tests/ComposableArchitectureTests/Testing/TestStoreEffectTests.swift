import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct EffectTests {
    @Test func effectStillRunningAtTheEndOfTheTest() async {
      let clock = TestClock()
      var line = 0
      let issues = await knownIssues {
        let store = TestStore(initialState: CounterFeature.State()) {
          CounterFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        line = #line + 1
        await store.send(.toggleTimerButtonTapped) {
          $0.isTimerOn = true
        }
      }
      #expect(
        issues == [
          RecordedIssue(
            message: """
              An effect returned for this action is still running. It must complete before the \
              end of the test.

              To fix, inspect any effects the reducer returns for this action and ensure that all \
              of them complete by the end of the test. There are a few reasons why an effect may \
              not have completed:

              If using async/await in your effect, it may need a little bit of time to properly \
              finish. To fix you can simply perform "await store.finish()" at the end of your test.

              If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", \
              etc.), make sure that you wait enough time for it to perform the effect. If you are \
              using a test clock/scheduler, advance it so that the effects may complete, or \
              consider using an immediate clock/scheduler to immediately perform the effect \
              instead.

              If you are returning a long-living effect (timers, notifications, subjects, etc.), \
              then make sure those effects are torn down by marking the effect ".cancellable" and \
              returning a corresponding cancellation effect ("Effect.cancel") from another action, \
              or, if your effect is driven by a Combine subject, send it a completion.

              If you do not wish to assert on these effects, perform "await \
              store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
              "store.exhaustivity = .off".
              """,
            line: line
          )
        ]
      )
    }

    @Test func effectOfReceivedActionPointsAtTheOriginalSend() async {
      let clock = TestClock()
      var line = 0
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        line = #line + 1
        await store.send(.startTimerSynchronously)
        await store.receive(.startTimer) {
          $0.isTimerOn = true
        }
      }
      #expect(issues.map(\.line) == [line])
      #expect(issues.first?.message.hasPrefix("An effect returned for this action is still running.") == true)
    }

    /// Reported at the line that created the test store, as upstream.
    @Test func unhandledReceivedActionsAtTheEndOfTheTest() async {
      var line = 0
      let issues = await knownIssues {
        line = #line + 1
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.respondSeveral(1))
        await store.receive(.response(1)) {
          $0.responses = [1]
        }
      }
      #expect(
        issues == [
          RecordedIssue(
            message: """
              The store received 1 unexpected action.

                Unhandled actions:
                  .rows(.element(id:, action: .response))

              To fix, explicitly assert against these actions using "store.receive", skip these \
              actions by performing "await store.skipReceivedActions()", or consider using a \
              non-exhaustive test store: "store.exhaustivity = .off".
              """,
            line: line
          )
        ]
      )
    }

    @Test func effectSendingSeveralActions() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      await store.send(.respondSeveral(3))
      await store.receive(.response(1)) { $0.responses = [1] }
      await store.receive(.response(2)) { $0.responses = [1, 2] }
      await store.receive(.response(3)) { $0.responses = [1, 2, 3] }
      await store.receive(.rows(.element(id: 3, action: .response(3)))) {
        $0.responses = [1, 2, 3, 3]
      }
      await store.finish()
    }

    @Test func timerTicksThroughTestClock() async {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimer) {
        $0.isTimerOn = true
      }
      for tick in 1...100 {
        await clock.advance(by: .seconds(1))
        await store.receive(\.timerTick) {
          $0.count = tick
        }
      }
      await clock.advance(by: .seconds(50))
      for tick in 101...150 {
        await store.receive(\.timerTick) {
          $0.count = tick
        }
      }
      await store.send(.stopTimer) {
        $0.isTimerOn = false
      }
      await clock.advance(by: .seconds(10))
    }

    @Test func cancelledEffectsSendNothing() async {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimer) {
        $0.isTimerOn = true
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.count = 1
      }
      await store.send(.stopTimer) {
        $0.isTimerOn = false
      }
      await clock.advance(by: .seconds(5))
      await store.finish()
    }

    @Test func finishWaitsForEffects() async {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.numberFact.fetch = { "\($0) is a good number." }
      }
      await store.send(.getFactButtonTapped) {
        $0.isLoadingFact = true
      }
      await store.receive(\.factResponse) {
        $0.isLoadingFact = false
        $0.fact = "0 is a good number."
      }
      await store.finish()
    }

    @Test func finishTimesOut() async {
      let clock = TestClock()
      var line = 0
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        store.timeout = .milliseconds(100)
        let task = await store.send(.runForever)
        line = #line + 1
        await store.finish()
        await task.cancel()
      }
      #expect(
        issues == [
          RecordedIssue(
            message: """
              Expected effects to finish, but there are still effects in-flight after 0.1 seconds.

              There are effects in-flight. If the effect that delivers this action uses a \
              clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
              wait enough time for it to perform the effect. If you are using a test \
              clock/scheduler, advance it so that the effects may complete, or consider using an \
              immediate clock/scheduler to immediately perform the effect instead.

              If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
              configure this assertion with an explicit "timeout".
              """,
            line: line
          )
        ]
      )
    }

    @Test func finishReportsUnhandledReceivedActions() async {
      var line = 0
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.respond(1))
        line = #line + 1
        await store.finish()
      }
      #expect(
        issues == [
          RecordedIssue(
            message: """
              The store received 1 unexpected action.

                Unhandled actions:
                  .response

              To fix, explicitly assert against these actions using "store.receive", skip these \
              actions by performing "await store.skipReceivedActions()", or consider using a \
              non-exhaustive test store: "store.exhaustivity = .off".
              """,
            line: line
          )
        ]
      )
    }

    @Test func testStoreTaskCancel() async {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = await store.send(.startTimer) {
        $0.isTimerOn = true
      }
      #expect(!task.isCancelled)
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.count = 1
      }
      await task.cancel()
      #expect(task.isCancelled)
      #expect(await store.send(.noop).isCancelled)
    }

    @Test func testStoreTaskFinish() async {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = await store.send(.respond(5))
      await store.receive(.response(5)) {
        $0.responses = [5]
      }
      await task.finish()

      let issues = await knownIssues {
        let forever = await store.send(.runForever)
        await forever.finish(timeout: .milliseconds(100))
        await forever.cancel()
      }
      #expect(issues.count == 1)
      #expect(
        issues.first?.message.hasPrefix(
          "Expected task to finish, but it is still in-flight after 0.1 seconds."
        ) == true
      )
    }

    @Test func effectThatThrowsAnUnhandledError() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.runThrowing)
        await store.finish()
      }
      #expect(issues.count == 1)
      let message = issues.first?.message ?? ""
      #expect(
        message.hasPrefix(
          #"An "Effect.run" returned from "ComposableArchitectureTests/EffectsFeature.swift:"#
        )
      )
      #expect(message.contains("threw an unhandled error.\n\n    EffectsFeature.Failure()\n\n"))
      #expect(
        message.hasSuffix(
          """
          All non-cancellation errors must be explicitly handled via the "catch" parameter on \
          "Effect.run", or via a "do" block.
          """
        )
      )
    }
  }
}
