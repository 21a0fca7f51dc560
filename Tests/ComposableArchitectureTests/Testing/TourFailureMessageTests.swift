import ComposableArchitecture
import Testing

extension TestStoreTests {
  /// The failures the 1.0 tour (seed 000) provokes on its way to passing tests, with the tour's
  /// texts.
  @MainActor
  struct TourFailureMessageTests {
    let space = "\u{2007}"

    @Test func counterWithoutAssertingTheNewCount() async {
      let issues = await knownIssues {
        let store = TestStore(
          initialState: CounterFeature.State()
        ) {
          CounterFeature()
        }
        await store.send(.incrementButtonTapped) { _ in }
      }
      #expect(
        messages(issues) == [
          """
          A state change does not match expectation.

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

    @Test func timerLeftRunning() async {
      let clock = TestClock()
      let issues = await knownIssues {
        let store = TestStore(
          initialState: CounterFeature.State()
        ) {
          CounterFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.toggleTimerButtonTapped) {
          $0.isTimerOn = true
        }
      }
      #expect(issues.count == 1)
      #expect(
        issues.first?.message.hasPrefix(
          """
          An effect returned for this action is still running. It must complete before the end of \
          the test.
          """
        ) == true
      )
    }

    @Test func timerTickWithoutAssertingTheCount() async {
      let clock = TestClock()
      let issues = await knownIssues {
        let store = TestStore(
          initialState: CounterFeature.State()
        ) {
          CounterFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.toggleTimerButtonTapped) {
          $0.isTimerOn = true
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.timerTicked)
        await store.send(.toggleTimerButtonTapped) {
          $0.isTimerOn = false
        }
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
              \(space)   isTimerOn: true
              \(space) )

          (Expected: −, Actual: +)
          """
        ]
      )
    }

    @Test func factThatCannotBePredicted() async {
      let issues = await knownIssues {
        let store = TestStore(
          initialState: CounterFeature.State()
        ) {
          CounterFeature()
        } withDependencies: {
          $0.numberFact.fetch = { _ in
            "0 is the atomic number of the theoretical element tetraneutron."
          }
        }
        await store.send(.getFactButtonTapped) {
          $0.isLoadingFact = true
        }
        await store.receive(.factResponse("???")) {
          $0.isLoadingFact = false
          $0.fact = "???"
        }
      }
      #expect(
        messages(issues) == [
          """
          Received unexpected action:

              − CounterFeature.Action.factResponse("???")
              + CounterFeature.Action.factResponse("0 is the atomic number of the theoretical element tetraneutron.")

          (Expected: −, Received: +)
          """
        ]
      )
    }

    @Test func numberFactWithoutTestImplementation() async {
      let issues = await knownIssues {
        let store = TestStore(
          initialState: CounterFeature.State()
        ) {
          CounterFeature()
        }
        await store.send(.getFactButtonTapped) {
          $0.isLoadingFact = true
        }
        await store.receive(.factResponse("0 is a live fact.")) {
          $0.isLoadingFact = false
          $0.fact = "0 is a live fact."
        }
      }
      #expect(issues.count == 1)
      let message = issues.first?.message ?? ""
      #expect(
        message.hasPrefix(
          #"@Dependency(\.numberFact) has no test implementation, but was accessed from a test context:"#
        )
      )
      #expect(message.contains("NumberFactClient"))
      #expect(
        message.contains(
          """
          Dependencies registered with the library are not allowed to use their default, live \
          implementations when run from tests.
          """
        )
      )
    }

    @Test func getFactFailure() async {
      struct SomeError: Error {}
      let issues = await knownIssues {
        let store = TestStore(
          initialState: CounterFeature.State()
        ) {
          CounterFeature()
        } withDependencies: {
          $0.numberFact.fetch = { _ in
            throw SomeError()
          }
        }
        await store.send(.getFactButtonTapped) {
          $0.isLoadingFact = true
        }
        await store.finish()
      }
      #expect(issues.count == 1)
      let message = issues.first?.message ?? ""
      #expect(
        message.hasPrefix(
          #"An "Effect.run" returned from "ComposableArchitectureTests/CounterFeature.swift:"#
        )
      )
      #expect(message.contains(" threw an unhandled error.\n\n"))
      #expect(message.contains("SomeError()"))
    }
  }
}
