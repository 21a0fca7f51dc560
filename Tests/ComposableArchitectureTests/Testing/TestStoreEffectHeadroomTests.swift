import ComposableArchitecture
import Testing

/// A text field whose changes are saved after a debounce, as a search or an editor does.
private struct DebouncedSaver: Reducer {
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case noop
    case textChanged(String)
  }

  enum CancelID { case save }

  let saved: LockIsolated<[String]>
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .noop:
        return .none
      case let .textChanged(text):
        state.text = text
        return .run { [saved] _ in
          try await self.clock.sleep(for: .seconds(1))
          saved.withValue { $0.append(text) }
        }
        .cancellable(id: CancelID.save, cancelInFlight: true)
      }
    }
  }
}

extension TestStoreTests {
  @MainActor
  struct EffectHeadroomTests {
    @Test(.timeLimit(.minutes(1)))
    func effectSleepingOnAnImmediateClockEndsByTheNextStep() async {
      let saved = LockIsolated<[String]>([])
      let store = TestStore(initialState: DebouncedSaver.State()) {
        DebouncedSaver(saved: saved)
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.textChanged("a")) {
        $0.text = "a"
      }
      await store.send(.noop)
      #expect(saved.value == ["a"])
      // No `finish()`: the effect has ended, so the end of the test reports nothing.
    }
  }
}
