/// What an app shows in one browser tab: how to render its page, and its navigation path.
///
/// A ``WebServer`` asks the app's factory for a scene each time a tab opens a page, so each tab
/// gets its own store:
///
/// ```swift
/// WebServer { path in
///   let store = Store(initialState: AppFeature.State(path: path)) { AppFeature() }
///   return WebScene(
///     path: { store.isShowingDetail ? "/detail" : "/" },
///     navigate: { path in store.send(.pathChanged(path)) }
///   ) {
///     AppView.page(store)
///   }
/// }
/// ```
///
/// The session evaluates `render` and `path` inside `withObservationTracking`, so a change to any
/// state they read renders the page again and sends the browser what changed.
public struct WebScene: Sendable {
  /// Renders the page's body.
  public var render: @MainActor @Sendable () -> HTMLNode
  /// The URL path that shows the current navigation state; the browser's address bar follows it.
  public var path: @MainActor @Sendable () -> String
  /// Called when the browser goes to another path of this page (the back and forward buttons):
  /// the app should change its navigation state to match, or leave it if it cannot.
  public var navigate: @MainActor @Sendable (_ path: String) -> Void
  /// Called after each render, outside its observation tracking (a view scene runs its views'
  /// lifecycle modifiers here).
  var didRender: (@MainActor @Sendable () -> Void)?
  /// Called when the session showing the scene ends.
  var didClose: (@MainActor @Sendable () -> Void)?

  /// A scene.
  ///
  /// - Parameters:
  ///   - path: The URL path of the current navigation state. Defaults to `/`.
  ///   - navigate: What to do when the browser goes to another path. Defaults to nothing.
  ///   - render: Renders the page's body.
  public init(
    path: @escaping @MainActor @Sendable () -> String = { "/" },
    navigate: @escaping @MainActor @Sendable (_ path: String) -> Void = { _ in },
    render: @escaping @MainActor @Sendable () -> HTMLNode
  ) {
    self.render = render
    self.path = path
    self.navigate = navigate
  }
}
