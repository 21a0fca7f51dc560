import ComposableArchitecture

extension View {
  /// Presents a child feature in a popover from a binding to its store, as upstream's SwiftUI
  /// helper takes it:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// ContactsView(store: store)
  ///   .popover(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { editStore in
  ///     EditContactView(store: editStore)
  ///   }
  /// ```
  ///
  /// Neither host has anything to anchor an arrow to, so a popover is drawn as a sheet; Esc
  /// sets the binding to `nil`, which sends `.dismiss`.
  public func popover<State, Action>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> TupleView
  ) -> some View {
    presentingScreen(item: item, content: content)
  }
}
