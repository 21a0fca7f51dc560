// expected: warning: 'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'.
import ComposableArchitecture

@Reducer
struct Feature {
  struct State { var count = 0 }
  enum Action { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

func run() {
  var state = Feature.State()
  _ = Feature().reduce(into: &state, action: .tapped)
}
