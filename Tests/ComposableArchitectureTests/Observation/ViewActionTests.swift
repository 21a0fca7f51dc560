import ComposableArchitecture
import Testing

private struct ViewCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: ViewAction, Equatable {
    case view(View)
    case incremented
    enum View: Equatable { case incrementButtonTapped }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.incrementButtonTapped):
        return .send(.incremented)
      case .incremented:
        state.count += 1
        return .none
      }
    }
  }
}

/// A view as the `@ViewAction(for:)` macro makes it: it sends its view actions without `.view`.
@MainActor
private struct CounterView: ViewActionSending {
  let store: StoreOf<ViewCounter>

  func incrementButtonTapped() {
    send(.incrementButtonTapped)
  }

  func incrementButtonTappedAnimated() {
    send(.incrementButtonTapped, animation: .default)
  }

  func incrementButtonTappedInATransaction() {
    send(.incrementButtonTapped, transaction: Transaction(animation: .bouncy))
  }
}

@MainActor
@Suite(.serialized)
struct ViewActionTests {
  @Test func viewSendsViewActions() {
    let view = CounterView(store: Store(initialState: ViewCounter.State()) { ViewCounter() })
    view.incrementButtonTapped()
    view.incrementButtonTapped()
    #expect(view.store.count == 2)
  }

  @Test func viewSendsViewActionsWithAnAnimationOrInATransaction() {
    let view = CounterView(store: Store(initialState: ViewCounter.State()) { ViewCounter() })
    view.incrementButtonTappedAnimated()
    view.incrementButtonTappedInATransaction()
    #expect(view.store.count == 2)
  }
}
