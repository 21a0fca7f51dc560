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

  /// A scene showing views at URL paths the app names: `path` says which screen the app's
  /// state shows (for example `/` for a list and `/ID` for the detail of the item `ID`), and
  /// `navigate` shows the screen a path names. A tab that loads the path anew, in a new session
  /// or in another process after a failover, comes back on that screen when the app builds its
  /// state from the path it is given: unlike the stack's element ids, which the default path
  /// uses, ids from the app's data mean the same in every process.
  ///
  /// One component per screen keeps the browser's history in step: the page goes back in its
  /// history when the new path is an ancestor of the current one, by the difference in depth, and
  /// a tab opened on a deep path gets its ancestors under it, so that Back goes to the parent.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// WebServer { path in
  ///   let store = Store(initialState: AppFeature.State()) { AppFeature() }
  ///   store.send(.urlPathChanged(path))
  ///   return WebScene(path: { store.urlPath }, navigate: { store.send(.urlPathChanged($0)) }) {
  ///     AppView(store: store)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The URL path of the screen the state shows, read on each render.
  ///   - navigate: Shows the screen `path` names (the browser's back and forward buttons).
  ///   - content: The views, built on the main actor on each render.
  @MainActor
  public init<Content: View>(
    path: @escaping @MainActor @Sendable () -> String,
    navigate: @escaping @MainActor @Sendable (_ path: String) -> Void,
    content: @escaping @MainActor @Sendable () -> Content
  ) {
    self.init(renderer: WebViewRenderer { content() }, path: path, navigate: navigate)
  }

  /// A scene showing `view`, a value that reads its state as it is rendered.
  @MainActor
  init(view: some View) {
    self.init(renderer: WebViewRenderer { view })
  }

  /// A scene rendering with `renderer`; its path and navigation are the navigation stack's
  /// (`renderer`'s) unless the app gives its own.
  @MainActor
  private init(
    renderer: WebViewRenderer,
    path: (@MainActor @Sendable () -> String)? = nil,
    navigate: (@MainActor @Sendable (_ path: String) -> Void)? = nil
  ) {
    self.init(
      path: path ?? { renderer.path },
      navigate: navigate ?? { renderer.navigate(to: $0) },
      render: { renderer.render() }
    )
    didRender = { renderer.runLifecycle() }
    didClose = { renderer.stop() }
  }
}
