import ComposableArchitecture

/// The reducer of an inspected store (see `Store.init(initialState:inspectingAt:reducer:withDependencies:)`):
/// its feature's, with every step handed to the inspector.
public struct _InspectReducer<Base: Reducer>: Reducer
where Base.State: Encodable, Base.Action: Encodable {
  let base: any Reducer<Base.State, Base.Action>
  let inspector: StoreInspector<Base.State, Base.Action>

  init(base: Base, inspector: StoreInspector<Base.State, Base.Action>) {
    self.base = base._resolvedReducer()
    self.inspector = inspector
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // A store runs its reducer on the main actor, where the inspector lives; the values only
    // cross from this synchronous call into the same thread's main-actor context.
    withUnsafeMutablePointer(to: &state) { state in
      let arguments = UncheckedSendable((self, state, action))
      return MainActor.assumeIsolated {
        let (reducer, state, action) = arguments.value
        return UncheckedSendable(
          reducer.inspector.reduce(into: &state.pointee, action: action) {
            reducer.base.reduce(into: &$0, action: $1)
          }
        )
      }.value
    }
  }
}
