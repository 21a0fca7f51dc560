import ComposableArchitecture
import Testing

/// A `@ViewAction(for:)` view animates its view actions as upstream's `MacroTests` do:
/// `send(_:animation:)` and `send(_:transaction:)`.
@MainActor
struct ViewActionAnimationTests {
  @Reducer
  struct Toggle {
    @ObservableState
    struct State: Equatable {
      var isOn = false
      var changes = 0
    }
    enum Action: ViewAction {
      case view(View)
      enum View {
        case switchTapped
      }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .view(.switchTapped):
          state.isOn.toggle()
          state.changes += 1
          return .none
        }
      }
    }
  }

  @MainActor
  @ViewAction(for: Toggle.self)
  struct ToggleView {
    let store: StoreOf<Toggle>

    func switchTappedWithAnAnimation() {
      send(.switchTapped, animation: .easeInOut)
    }

    func switchTappedInATransaction() {
      send(.switchTapped, transaction: Transaction(animation: .spring))
    }
  }

  @Test func aViewSendsItsViewActionsWithAnAnimationOrInATransaction() {
    let view = ToggleView(store: Store(initialState: Toggle.State()) { Toggle() })
    view.switchTappedWithAnAnimation()
    #expect(view.store.isOn)
    view.switchTappedInATransaction()
    #expect(!view.store.isOn)
    #expect(view.store.changes == 2)
  }
}
