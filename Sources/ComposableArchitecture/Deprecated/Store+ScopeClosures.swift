extension Store {
  /// Derives a store for a child feature from a function to its state and a function embedding
  /// its actions.
  ///
  /// ```swift
  /// store.scope(state: { $0.child }, action: { .child($0) })
  /// ```
  ///
  /// Unlike the key path forms, the child store is not cached: each call returns a new store.
  @available(
    *,
    deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: self.core.scoped(
        toState: toChildState, fromAction: fromChildAction, isCacheable: false
      )
    )
  }
}
