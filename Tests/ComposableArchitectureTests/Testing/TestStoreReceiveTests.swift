@testable import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct ReceiveTests {
    @Test func receiveEquatableAction() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      await store.send(.respond(1))
      await store.receive(.response(1)) {
        $0.responses = [1]
      }
    }

    @Test func receiveByCaseKeyPath() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      await store.send(.child(.loadButtonTapped))
      await store.receive(\.child.response) {
        $0.responses = [42]
      }
      await store.send(.respondSeveral(2))
      await store.receive(\.response) {
        $0.responses = [42, 1]
      }
      await store.receive(\.response, 2) {
        $0.responses = [42, 1, 2]
      }
      await store.receive(\.rows[id: 2].response) {
        $0.responses = [42, 1, 2, 2]
      }
    }

    @Test func receiveByPredicate() async {
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      }
      await store.send(.respond(3))
      await store.receive({ $0.is(\.response) }) {
        $0.responses = [3]
      }
    }

    @Test func receivedUnexpectedAction() async {
      var line = 0
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.respond(1))
        line = #line + 1
        await store.receive(.response(2)) {
          $0.responses = [1]
        }
      }
      #expect(
        issues == [
          RecordedIssue(
            message: """
              Received unexpected action:

                  − EffectsFeature.Action.response(2)
                  + EffectsFeature.Action.response(1)

              (Expected: −, Received: +)
              """,
            line: line
          )
        ]
      )
    }

    @Test func receivedUnexpectedActionBeforeExpectedOne() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.respondSeveral(2))
        await store.receive(.response(2))
        await store.receive(.response(2)) {
          $0.responses = [1, 2]
        }
        await store.receive(\.rows[id: 2].response) {
          $0.responses = [1, 2, 2]
        }
      }
      #expect(
        messages(issues) == [
          """
          Received unexpected action:

              − EffectsFeature.Action.response(2)
              + EffectsFeature.Action.response(1)

          (Expected: −, Received: +)
          """
        ]
      )
    }

    @Test func receivedUnexpectedCase() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.respond(1))
        await store.receive(\.child.response)
      }
      #expect(
        messages(issues) == [
          """
          Received unexpected action:

            EffectsFeature.Action.response(1)
          """
        ]
      )
    }

    @Test func receivedNoneWithEffectsInFlight() async {
      let clock = TestClock()
      var line = 0
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        store.timeout = .milliseconds(100)
        await store.send(.startTimer) {
          $0.isTimerOn = true
        }
        line = #line + 1
        await store.receive(.timerTick)
        await store.send(.stopTimer) {
          $0.isTimerOn = false
        }
      }
      #expect(
        issues == [
          RecordedIssue(
            message: """
              Expected to receive an action, but received none after 0.1 seconds.

              There are effects in-flight. If the effect that delivers this action uses a \
              clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
              wait enough time for it to perform the effect. If you are using a test \
              clock/scheduler, advance it so that the effects may complete, or consider using an \
              immediate clock/scheduler to immediately perform the effect instead.

              If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
              configure this assertion with an explicit "timeout".
              """,
            line: line
          ),
          // As upstream, the missing action is reported after the timeout.
          RecordedIssue(
            message: """
              Expected to receive the following action, but didn't:

                EffectsFeature.Action.timerTick
              """,
            line: line
          ),
        ]
      )
    }

    /// The one test that waits for the default timeout (a second), to check the message as users
    /// see it.
    @Test func receivedNoneAfterTheDefaultTimeout() async {
      let clock = TestClock()
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.startTimer) {
          $0.isTimerOn = true
        }
        await store.receive(.timerTick)
        await store.send(.stopTimer) {
          $0.isTimerOn = false
        }
      }
      #expect(
        messages(issues).map { $0.prefix { $0 != "\n" } } == [
          "Expected to receive an action, but received none after 1.0 seconds.",
          "Expected to receive the following action, but didn't:",
        ]
      )
    }

    @Test func receivedNoneWithExplicitTimeout() async {
      let clock = TestClock()
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.startTimer) {
          $0.isTimerOn = true
        }
        await store.receive(\.timerTick, timeout: .milliseconds(50))
        await store.send(.stopTimer) {
          $0.isTimerOn = false
        }
      }
      #expect(issues.count == 2)
      #expect(issues.first?.message.hasPrefix(
        "Expected to receive an action, but received none after 0.05 seconds.") == true)
      #expect(
        issues.last?.message
          == "Expected to receive an action matching case path, but didn't get one."
      )
      #expect(issues.first?.message.hasSuffix(
        #"try increasing the duration of this assertion's "timeout"."#) == true)
    }

    /// Without effects in flight nothing can deliver the action: the test store does not wait,
    /// and reports only the missing action, as upstream.
    @Test func receivedNoneWithoutEffectsInFlight() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.noop)
        await store.receive(.timerTick)
      }
      #expect(
        messages(issues) == [
          """
          Expected to receive the following action, but didn't:

            EffectsFeature.Action.timerTick
          """
        ]
      )
    }

    @Test func expectedActionNotReceivedNonExhaustively() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        store.exhaustivity = .off
        store.timeout = .milliseconds(100)
        await store.send(.respond(1))
        await store.receive(.response(2))
      }
      #expect(
        messages(issues) == [
          """
          Expected to receive the following action, but didn't:

            EffectsFeature.Action.response(2)
          """
        ]
      )
    }

    @Test func expectedCaseNotReceivedNonExhaustively() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        store.exhaustivity = .off
        store.timeout = .milliseconds(100)
        await store.send(.respond(1))
        await store.receive(\.child.response)
        await store.receive({ $0 == .timerTick })
      }
      #expect(
        messages(issues) == [
          "Expected to receive an action matching case path, but didn't get one.",
          "Expected to receive an action matching predicate, but didn't get one.",
        ]
      )
    }

    @Test func timeoutsPrintTheirDurationInSeconds() {
      #expect("\(Duration.seconds(1).seconds)" == "1.0")
      #expect("\(Duration.milliseconds(100).seconds)" == "0.1")
      #expect("\(Duration.milliseconds(1_500).seconds)" == "1.5")
    }
  }
}
