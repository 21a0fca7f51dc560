import ComposableArchitecture

extension Bindable {
  /// A binding to the store of a presented child feature, as upstream's SwiftUI helpers take
  /// it: the child's store while its state is present, `nil` otherwise. Setting it to `nil`
  /// sends `.dismiss`.
  ///
  /// The state is either the optional child itself or, with upstream's enum scopes, a whole
  /// `@Presents` destination, whose cases are then reached with trailing dot syntax:
  ///
  /// ```swift
  /// SyncUpsListView(store: store)
  ///   .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { addStore in
  ///     SyncUpFormView(store: addStore)
  ///   }
  ///   .alert($store.scope(state: \.$destination, action: \.destination).alert)
  /// ```
  public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
    state: KeyPath<State, Container>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<Container.Unwrapped, ChildAction>?> where Value == Store<State, Action> {
    let store = wrappedValue
    let state = Container._scopeKeyPath(state)
    return Binding(
      get: {
        store.scope(state: state, action: action)?.scope(state: \.self, action: \.presented)
      },
      set: { newValue in
        guard newValue == nil, store.state[keyPath: state] != nil else { return }
        store.send(action(.dismiss))
      }
    )
  }

  /// A binding to the store of a navigation stack's elements, for ``NavigationStack``:
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) { … } destination: { … }
  /// ```
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    let path = wrappedValue.scope(state: state, action: action)
    return Binding(get: { path }, set: { _ in })
  }
}
