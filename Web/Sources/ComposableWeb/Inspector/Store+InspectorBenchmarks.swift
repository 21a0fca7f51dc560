import ComposableArchitecture

@_spi(Benchmarks)
extension Store where State: Encodable, Action: Encodable {
  /// A store whose inspector records as it does with a page open, each message going to `page`
  /// (without a server), so that the web benchmark can time a send with a page open; with what
  /// ends a turn of the main actor for the inspector (`flush`: the steps since the last one are
  /// queued for the page) and a wait until the page was sent everything queued.
  ///
  /// ```swift
  /// let (store, flush, waitUntilSent) = Store._inspectedWithPageOpen(
  ///   initialState: Feature.State(), reducer: Feature()
  /// ) { _ in }
  /// ```
  @MainActor
  public static func _inspectedWithPageOpen<R: Reducer<State, Action>>(
    initialState: State, reducer: R, page: @escaping @Sendable (String) -> Void
  ) -> (store: Store, flush: @MainActor () -> Void, waitUntilSent: @Sendable () -> Void) {
    let inspector = StoreInspector<State, Action>(feature: R.self)
    let store = Store(initialState: initialState, inspector: inspector) { reducer }
    _ = inspector.connect(page)
    let outbox = inspector.outbox
    return (store, { inspector.flush() }, { outbox.waitUntilSent() })
  }
}
