import ComposableArchitecture

@_spi(Benchmarks)
extension Store where State: Encodable, Action: Encodable {
  /// A store whose inspector records as it does with a page open, each step's summary going to
  /// `page` (without a server), so that the web benchmark can time a send with a page open.
  ///
  /// ```swift
  /// let store = Store._inspectedWithPageOpen(initialState: Feature.State(), reducer: Feature()) {
  ///   _ in
  /// }
  /// ```
  @MainActor
  public static func _inspectedWithPageOpen<R: Reducer<State, Action>>(
    initialState: State, reducer: R, page: @escaping @Sendable (String) -> Void
  ) -> Store {
    let inspector = StoreInspector<State, Action>(feature: R.self)
    let store = Store(initialState: initialState, inspector: inspector) { reducer }
    _ = inspector.connect(page)
    return store
  }
}
