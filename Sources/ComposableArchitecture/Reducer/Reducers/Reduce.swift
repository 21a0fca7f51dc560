/// A reducer built from a closure, the usual place for a feature's core logic.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that mutates state and returns effects.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Type-erases a reducer.
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    // Resolved when the first action arrives: a feature may erase a reducer that contains it.
    let function = LazyReducerFunction(reducer)
    self.reduce = { function.run(&$0, $1) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reduce(&state, action)
  }
}
