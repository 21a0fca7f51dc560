// The macros in a Swift 5 language-mode client: the same shapes must expand and compile there.
import ComposableArchitecture

@Reducer
struct Inert {}

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var total = 0
    @ObservationStateIgnored var lastAdded = 0
    @Presents var destination: Destination.State?
  }
  enum Action: ViewAction {
    case destination(PresentationAction<Destination.Action>)
    case view(View)
    enum View {
      case addButtonTapped(Int)
      case showInertButtonTapped
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case let .view(.addButtonTapped(amount)):
        state.total += amount
        state.lastAdded = amount
        return .none
      case .view(.showInertButtonTapped):
        state.destination = .inert(Inert.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
enum Destination {
  case inert(Inert)
  case alert(AlertState<Never>)
}

extension Destination.State: Equatable {}

@MainActor
@ViewAction(for: Tally.self)
struct TallyView {
  let store: StoreOf<Tally>
}

/// Runs the Swift 5 mode shapes in a store and returns what went wrong.
@MainActor
public func runMacroShapesSwift5() -> [String] {
  var failures: [String] = []
  let store = Store(initialState: Tally.State()) { Tally() }
  let view = TallyView(store: store)
  view.send(.addButtonTapped(3))
  view.send(.addButtonTapped(4))
  if store.total != 7 || store.withState(\.lastAdded) != 4 { failures.append("Swift 5: view actions") }
  view.send(.showInertButtonTapped)
  if store.destination != .inert(Inert.State()) { failures.append("Swift 5: @Presents") }
  return failures
}
