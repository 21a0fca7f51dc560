import ComposableViews

extension WebScene {
  /// A scene showing views: the same views a terminal app shows, rendered as HTML.
  ///
  /// The views are resolved and drawn as HTML on each render: buttons call their actions, text
  /// fields, toggles and pickers write their bindings, lists key their rows by the elements'
  /// ids, alerts, confirmation dialogs and sheets are `<dialog>`s (Escape dismisses them), and a
  /// `NavigationStack(path:)` gives the page its URL path, one component per pushed screen (the
  /// browser's back button pops). `task` and `onAppear` modifiers run when their views appear in
  /// the page; tasks are cancelled when their views go, or when the session ends.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// WebServer { _ in
  ///   let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
  ///   return WebScene { CounterView(store: store) }
  /// }
  /// ```
  ///
  /// - Parameter content: The views, built on the main actor on each render.
  @MainActor
  public init<Content: View>(content: @escaping @MainActor @Sendable () -> Content) {
    self.init(renderer: WebViewRenderer { content() })
  }

  /// A scene showing `view`, a value that reads its state as it is rendered.
  @MainActor
  init(view: some View) {
    self.init(renderer: WebViewRenderer { view })
  }

  @MainActor
  private init(renderer: WebViewRenderer) {
    self.init(
      path: { renderer.path },
      navigate: { renderer.navigate(to: $0) },
      render: { renderer.render() }
    )
    didRender = { renderer.runLifecycle() }
    didClose = { renderer.stop() }
  }
}
