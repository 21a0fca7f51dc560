/// A resolved reducer as the function a store, or a parent reducer, calls per action.
///
/// A feature's resolved body is a ``Reduce`` around a closure specialized for the feature (see
/// ``Reducer/_resolvedReducer()``): calling that closure directly saves an existential call into
/// generic code at the root and at every level of a feature tree.
@usableFromInline
struct ReducerFunction<State, Action> {
  @usableFromInline let run: (inout State, Action) -> Effect<Action>

  @usableFromInline
  init(_ reducer: any Reducer<State, Action>) {
    if let reduce = reducer as? Reduce<State, Action> {
      self.run = reduce.reduce
    } else {
      self.run = { reducer.reduce(into: &$0, action: $1) }
    }
  }
}
