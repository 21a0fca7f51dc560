import ComposableArchitecture

extension View {
  /// Presents a child feature over the whole screen from a binding to its store, as upstream's
  /// SwiftUI helper takes it:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// GameView(store: store)
  ///   .fullScreenCover(item: $store.scope(state: \.destination?.game, action: \.destination.game)) { gameStore in
  ///     NewGameView(store: gameStore)
  ///   }
  /// ```
  ///
  /// Drawn as a sheet, which takes nearly the whole screen on both hosts; Esc sets the binding
  /// to `nil`, which sends `.dismiss`.
  public func fullScreenCover<State, Action>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> TupleView
  ) -> some View {
    presentingScreen(item: item, content: content)
  }
}
