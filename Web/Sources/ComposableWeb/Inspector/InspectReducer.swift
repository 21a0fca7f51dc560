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
    self.inspector.reduce(into: &state, action: action, base: self.base)
  }
}
