extension View {
  /// Performs `action` when the view appears on screen, after the frame that shows it is drawn.
  ///
  /// ```swift
  /// SyncUpsListView(store: store)
  ///   .onAppear { store.send(.onAppear) }
  /// ```
  ///
  /// A view appears when a frame shows it and the frame before did not; it is on screen even
  /// while an alert or sheet covers it.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, lifecycle: ViewLifecycle(kind: .onAppear, onAppear: action))
  }

  /// Performs `action` when the view leaves the screen: the first frame that no longer shows
  /// it has been drawn.
  ///
  /// ```swift
  /// TimerView(store: store)
  ///   .onDisappear { store.send(.onDisappear) }
  /// ```
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, lifecycle: ViewLifecycle(kind: .onDisappear, onDisappear: action))
  }
}

/// Content with a lifecycle modifier; the host runs the modifier as views come and go.
struct LifecycleView<Content: View>: View, PrimitiveView {
  let content: Content
  let lifecycle: ViewLifecycle

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .lifecycle(lifecycle, content: ResolvedView.resolve(content, at: path))))
  }
}
