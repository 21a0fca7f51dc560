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
    LifecycleView(content: self, kind: "onAppear") { key in
      ViewLifecycle(key: key, onAppear: action)
    }
  }

  /// Performs `action` when the view leaves the screen: the first frame that no longer shows
  /// it has been drawn.
  ///
  /// ```swift
  /// TimerView(store: store)
  ///   .onDisappear { store.send(.onDisappear) }
  /// ```
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, kind: "onDisappear") { key in
      ViewLifecycle(key: key, onDisappear: action)
    }
  }
}

/// Content with a lifecycle modifier; the host runs the modifier as views come and go.
struct LifecycleView<Content: View>: View, PrimitiveView {
  let content: Content
  let kind: String
  let make: (ViewPath) -> ViewLifecycle

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    pass.registerLifecycle(at: path, kind: kind, make)
    return pass.nodes(for: content, path: path)
  }
}
