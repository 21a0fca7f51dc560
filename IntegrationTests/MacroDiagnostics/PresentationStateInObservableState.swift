// expected: error: '@PresentationState' cannot be used in '@ObservableState'
import ComposableArchitecture

@Reducer
struct Child {}

@ObservableState
struct State {
  @PresentationState var child: Child.State?
}
