extension View {
  /// Starts `action` when the view appears and cancels it when the view goes away, which is
  /// how a feature's long-living effects are tied to its screen:
  ///
  /// ```swift
  /// RecordMeetingView(store: store)
  ///   .task { await store.send(.onTask).finish() }
  /// ```
  ///
  /// Cancelling the task cancels `finish()`, and with it the effects the action started.
  public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    LifecycleView(content: self, lifecycle: ViewLifecycle(kind: .task, task: action))
  }

  /// Starts `action` when the view appears, and again (cancelling the previous run) each time
  /// `id` changes; cancels it when the view goes away.
  ///
  /// ```swift
  /// SearchResultsView(store: store)
  ///   .task(id: store.query) { await store.send(.search).finish() }
  /// ```
  public func task<ID: Hashable>(
    id: ID, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    LifecycleView(content: self, lifecycle: ViewLifecycle(kind: .task, id: AnyHashable(id), task: action))
  }
}
