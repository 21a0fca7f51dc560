/// The function of a child reducer (or of the reducer a modifier wraps), resolved the first time
/// an action reaches it.
///
/// Resolving a reducer builds its body. A feature that contains itself — rows of rows, a sheet
/// that presents the same feature, a stack of the same screen — would build bodies forever if
/// children were resolved with their parent, so each level is resolved on demand, as upstream
/// builds a child reducer only when an action reaches it. The resolved closure then replaces the
/// resolving one: every later action calls the child's specialized closure directly, so a tree
/// that is not recursive costs the same per action as one resolved up front.
@usableFromInline
final class LazyReducerFunction<State, Action> {
  // Written once, by the resolving closure, in the isolation that runs the reducer (reducers are
  // not `Sendable`), and never while it is being read: the runtime's exclusivity check would cost
  // every action a pair of calls for nothing.
  @exclusivity(unchecked)
  @usableFromInline
  private(set) var run: (inout State, Action) -> Effect<Action>

  @usableFromInline
  init(_ reducer: some Reducer<State, Action>) {
    self.run = { _, _ in .none }
    self.run = { [unowned self] state, action in
      let resolved = ReducerFunction(reducer._resolvedReducer()).run
      self.run = resolved
      return resolved(&state, action)
    }
  }

  /// Runs the reducer: the same as calling ``run``, for code that reads better as a reducer call.
  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.run(&state, action)
  }
}
