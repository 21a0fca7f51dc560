// expected: error: Argument passed to call that takes no arguments when applied to a struct
import ComposableArchitecture

@Reducer(state: .equatable)
struct Feature {
  struct State: Equatable {}
  enum Action {}
}
