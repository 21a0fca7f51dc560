import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct DeprecatedTimeoutTests {
    @Test func finishWithNanosecondsTimesOut() async {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsFeature.State()) {
        EffectsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = await store.send(.runForever)
      let issues = await knownIssues {
        await NanosecondTimeouts.finish(task, timeout: 100_000_000)
        await NanosecondTimeouts.finish(store, timeout: 100_000_000)
      }
      #expect(
        issues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
          "Expected task to finish, but it is still in-flight after 0.1 seconds.",
          "Expected effects to finish, but there are still effects in-flight after 0.1 seconds.",
        ]
      )
      await task.cancel()
    }
  }
}

/// Calls the deprecated nanosecond forms of `finish(timeout:)` from a deprecated witness, so that
/// the test compiles without warnings.
@MainActor
private enum NanosecondTimeouts {
  static func finish(_ task: TestStoreTask, timeout: UInt64) async {
    let finisher: any NanosecondFinisher = DeprecatedFinisher()
    await finisher.finish(task, timeout: timeout)
  }

  static func finish(_ store: TestStoreOf<EffectsFeature>, timeout: UInt64) async {
    let finisher: any NanosecondFinisher = DeprecatedFinisher()
    await finisher.finish(store, timeout: timeout)
  }
}

@MainActor
private protocol NanosecondFinisher {
  func finish(_ task: TestStoreTask, timeout: UInt64) async
  func finish(_ store: TestStoreOf<EffectsFeature>, timeout: UInt64) async
}

private struct DeprecatedFinisher: NanosecondFinisher {
  @available(*, deprecated)
  func finish(_ task: TestStoreTask, timeout: UInt64) async {
    await task.finish(timeout: timeout)
  }

  @available(*, deprecated)
  func finish(_ store: TestStoreOf<EffectsFeature>, timeout: UInt64) async {
    await store.finish(timeout: timeout)
  }
}
