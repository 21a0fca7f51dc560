import ComposableArchitecture

extension View {
  /// Presents a child feature in a sheet over this view while `store` is not `nil`.
  ///
  /// Scope the store to the child's state and its presentation action; `content` gets the
  /// child's own store:
  ///
  /// ```swift
  /// SyncUpsListView(store: store)
  ///   .sheet(item: store.scope(state: \.destination?.add, action: \.destination.add)) { addStore in
  ///     SyncUpFormView(store: addStore)
  ///   }
  /// ```
  ///
  /// The sheet covers nearly the whole screen and takes the keyboard while it is shown. Esc
  /// sends `.dismiss`, unless a view in the sheet handles Esc itself.
  public func sheet<State, Action>(
    item store: Store<State, PresentationAction<Action>>?,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> TupleView
  ) -> some View {
    PresentationView(
      content: self,
      presented: store.map { content($0.scope(state: \.self, action: \.presented)) },
      style: .sheet,
      dismiss: { store?.send(.dismiss) }
    )
  }

  /// Presents a child feature in a sheet from a binding to its store, as upstream's SwiftUI
  /// helper takes it:
  ///
  /// ```swift
  /// SyncUpsListView(store: store)
  ///   .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { addStore in
  ///     SyncUpFormView(store: addStore)
  ///   }
  /// ```
  ///
  /// Esc sets the binding to `nil`, which sends `.dismiss`, unless a view in the sheet handles
  /// Esc itself.
  public func sheet<State, Action>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> TupleView
  ) -> some View {
    presentingScreen(item: item, content: content)
  }

  /// A screen of its own over this view while `item` holds a store, as a sheet is drawn; setting
  /// `item` to `nil` dismisses it.
  func presentingScreen<State, Action>(
    item: Binding<Store<State, Action>?>,
    content: @escaping @MainActor (Store<State, Action>) -> TupleView
  ) -> some View {
    PresentationView(
      content: self,
      presented: item.wrappedValue.map(content),
      style: .sheet,
      dismiss: { item.wrappedValue = nil }
    )
  }
}
