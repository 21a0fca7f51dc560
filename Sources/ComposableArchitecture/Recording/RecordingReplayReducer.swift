/// Runs a feature's reducer for a replay: state changes as the reducer says, but no effect runs,
/// since the recording holds the actions the effects sent back.
struct RecordingReplayReducer<Base: Reducer>: Reducer {
  let resolvedBase: LazyReducerFunction<Base.State, Base.Action>

  init(base: Base) {
    self.resolvedBase = LazyReducerFunction(base)
  }

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _ = self.resolvedBase.reduce(into: &state, action: action)
    return .none
  }
}
