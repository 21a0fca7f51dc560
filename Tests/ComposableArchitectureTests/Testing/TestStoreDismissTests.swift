import ComposableArchitecture
import Testing

/// A feature run at the root of a test store that dismisses itself, with a long-living effect.
@Reducer
struct SelfDismissingFeature {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action {
    case closeButtonTapped
    case onAppear
    case tick
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .onAppear:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// The same feature presented: its dismissal ends the presentation, not the test store.
@Reducer
struct SelfDismissingHost {
  @ObservableState
  struct State: Equatable {
    @Presents var child: SelfDismissingFeature.State?
  }

  enum Action {
    case child(PresentationAction<SelfDismissingFeature.Action>)
    case presentButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .presentButtonTapped:
        state.child = SelfDismissingFeature.State()
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      SelfDismissingFeature()
    }
  }
}

extension TestStoreTests {
  @MainActor
  struct DismissTests {
    @Test func dismissingTheRootCancelsEffectsAndEndsTheStore() async {
      let clock = TestClock()
      let store = TestStore(initialState: SelfDismissingFeature.State()) {
        SelfDismissingFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.onAppear)
      await clock.advance(by: .seconds(1))
      await store.receive(\.tick) {
        $0.ticks = 1
      }
      #expect(!store.isDismissed)
      await store.send(.closeButtonTapped)
      #expect(store.isDismissed)
      // The timer was cancelled: no tick arrives, and the test ends without `finish()`.
      await clock.advance(by: .seconds(5))
    }

    @Test func sendingToADismissedStoreFails() async {
      let store = TestStore(initialState: SelfDismissingFeature.State()) {
        SelfDismissingFeature()
      }
      await store.send(.closeButtonTapped)
      var line = 0
      let issues = await knownIssues {
        line = #line + 1
        await store.send(.tick)
      }
      #expect(
        issues == [RecordedIssue(message: "Can't send action to dismissed test store.", line: line)]
      )
      #expect(store.state.ticks == 0)
    }

    @Test func dismissingAPresentedChildDoesNotEndTheStore() async {
      let clock = TestClock()
      let store = TestStore(initialState: SelfDismissingHost.State()) {
        SelfDismissingHost()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.presentButtonTapped) {
        $0.child = SelfDismissingFeature.State()
      }
      await store.send(\.child.onAppear)
      await store.send(\.child.closeButtonTapped)
      await store.receive(\.child.dismiss) {
        $0.child = nil
      }
      #expect(!store.isDismissed)
      await store.send(.presentButtonTapped) {
        $0.child = SelfDismissingFeature.State()
      }
      await store.send(\.child.dismiss) {
        $0.child = nil
      }
    }

    @Test func dismissingANonExhaustiveStoreEndsItToo() async {
      let clock = TestClock()
      let store = TestStore(initialState: SelfDismissingFeature.State()) {
        SelfDismissingFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.onAppear)
      await store.send(.closeButtonTapped)
      #expect(store.isDismissed)
      await clock.advance(by: .seconds(3))
      await store.finish()
      #expect(store.state.ticks == 0)
    }
  }
}
