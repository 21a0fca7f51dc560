import ComposableArchitecture

/// The elements of a store-driven stack as TCA's `NavigationLink(state:)` sees them: what it
/// holds, and how to push onto it.
struct StoreElements: Sendable {
  /// The name of the stack's element type, for the message of a link that cannot push onto it.
  let elementTypeName: String
  /// Whether `state` is an element of the stack.
  let accepts: @Sendable (Any) -> Bool
  /// Pushes `state`, which ``accepts`` holds for, with a new id.
  let push: @MainActor @Sendable (Any) -> Void
  /// The number of elements the stack holds.
  let count: @MainActor @Sendable () -> Int

  init<State, Action>(path: Store<StackState<State>, StackAction<State, Action>>) {
    self.elementTypeName = EnclosingNavigationStack.typeName(State.self)
    self.accepts = { $0 is State }
    self.push = { state in
      guard let state = state as? State else { return }
      path.send(.push(id: Self.newID(notIn: path.state), state: state))
    }
    self.count = { path.state.count }
  }

  /// The next id of the `stackElementID` dependency that the stack does not hold already: the
  /// store may have its own generator, which then has handed out ids this one has not.
  @MainActor
  private static func newID<State>(notIn stack: StackState<State>) -> StackElementID {
    @Dependency(\.stackElementID) var stackElementID
    var id = stackElementID.next()
    while stack.ids.contains(id) { id = stackElementID.next() }
    return id
  }
}
