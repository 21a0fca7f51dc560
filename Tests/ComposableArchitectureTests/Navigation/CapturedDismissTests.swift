import ComposableArchitecture
import Testing

/// A child that reads `dismiss` in its reducer and captures it into its effect, as upstream
/// features may.
@Reducer
private struct CapturingChild {
  @ObservableState
  struct State: Equatable {}
  enum Action { case closeButtonTapped }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      let dismiss = self.dismiss
      return .run { [dismiss] _ in await dismiss() }
    }
  }
}

@Reducer
private struct CapturingHost {
  @ObservableState
  struct State: Equatable {
    @Presents var child: CapturingChild.State?
    var path = StackState<CapturingChild.State>()
  }
  enum Action {
    case child(PresentationAction<CapturingChild.Action>)
    case path(StackActionOf<CapturingChild>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$child, action: \.child) { CapturingChild() }
      .forEach(\.path, action: \.path) { CapturingChild() }
  }
}

@MainActor
@Suite(.serialized)
struct CapturedDismissTests {
  @Test func aDismissCapturedFromThePresentedReducerDismisses() async {
    let store = TestStore(initialState: CapturingHost.State(child: CapturingChild.State())) {
      CapturingHost()
    }
    await store.send(\.child.closeButtonTapped)
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
  }

  @Test func aDismissCapturedFromAStackElementsReducerPopsIt() async {
    let store = TestStore(
      initialState: CapturingHost.State(path: StackState([CapturingChild.State()]))
    ) {
      CapturingHost()
    }
    await store.send(\.path[id: 0].closeButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }
}
