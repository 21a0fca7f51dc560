import ComposableArchitecture

extension View {
  /// Pushes a child feature's screen while `item` holds its store, from a binding to the store,
  /// as upstream's SwiftUI helper takes it:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// SyncUpDetailView(store: store)
  ///   .navigationDestination(item: $store.scope(state: \.destination?.meeting, action: \.destination.meeting)) {
  ///     MeetingView(store: $0)
  ///   }
  /// ```
  ///
  /// The screen covers the one that pushed it, as a sheet is drawn; Esc goes back by setting the
  /// binding to `nil`, which sends `.dismiss`.
  public func navigationDestination<State, Action>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder destination: @escaping @MainActor (Store<State, Action>) -> TupleView
  ) -> some View {
    presentingScreen(item: item, content: destination)
  }
}
