extension Scope {
  /// Scopes to a child feature held in a field of the parent's state: the same as
  /// `init(state:action:child:)`, spelled with the key path first.
  ///
  /// ```swift
  /// Scope(\.profile, action: \.profile) {
  ///   Profile()
  /// }
  /// ```
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes to a child feature whose state is observable state, spelled with the key path first.
  @inlinable
  public init<ChildState: ObservableState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }
}
