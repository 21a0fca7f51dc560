// expected: error: '@ObservationIgnored' cannot be used in '@ObservableState'
import ComposableArchitecture

@ObservableState
struct State {
  @ObservationIgnored var scratch = 0
}
