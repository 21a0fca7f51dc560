import ComposableArchitecture
import Foundation

extension Store where State: Encodable, Action: Encodable {
  /// Creates a store with a time-travel inspector: a page, served at `address`, that lists every
  /// action the store processes, shows each step's state diff and state, jumps the store to a
  /// past step and exports the session as a recording or a test.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// let store = Store(initialState: CounterFeature.State(), inspectingAt: "127.0.0.1:9000") {
  ///   CounterFeature()
  /// }
  /// ```
  ///
  /// The page's address, with a random token that every request and the WebSocket must carry, is
  /// printed to standard error; the server listens on loopback unless `address` names another
  /// host, and sends no state until a page with the token asks. Steps are kept from when the
  /// first page opens; until then a send costs the inspector a check. With `address` `nil`, this
  /// is `init(initialState:reducer:withDependencies:)`: nothing is inspected, at no cost.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to start with.
  ///   - address: Where the inspector page is served (`HOST:PORT`, `:PORT` or `PORT`; the host
  ///     defaults to 127.0.0.1, port 0 picks a free one), or `nil` for no inspector.
  ///   - reducer: The reducer that runs the feature's logic.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect it starts.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    inspectingAt address: String?,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState(), inspectingAt: address,
      onListening: { pageURL in
        FileHandle.standardError.write(Data("Inspector: \(pageURL)\n".utf8))
      },
      reducer: reducer, withDependencies: prepareDependencies)
  }

  /// Creates a store with a time-travel inspector served at `address`, and hands the page's URL,
  /// token included, to `onListening` once the inspector listens, instead of printing it.
  ///
  /// A terminal app shows it on its screen, where standard error would not reach while it runs:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// let store = Store(
  ///   initialState: CounterFeature.State(), inspectingAt: "127.0.0.1:9000",
  ///   onListening: { url in Task { @MainActor in TerminalApp.showNotice("Inspector: \(url)") } }
  /// ) {
  ///   CounterFeature()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to start with.
  ///   - address: Where the inspector page is served (`HOST:PORT`, `:PORT` or `PORT`), or `nil`
  ///     for no inspector (`onListening` is then never called).
  ///   - onListening: Called once, on a task of the server's, with the page's URL.
  ///   - reducer: The reducer that runs the feature's logic.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect it starts.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    inspectingAt address: String?,
    onListening: @escaping @Sendable (_ pageURL: String) -> Void,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let configuration: WebConfiguration?
    do {
      configuration = try address.map(WebConfiguration.init(address:))
    } catch {
      // A bad address leaves the app uninspected, not stopped.
      FileHandle.standardError.write(Data("Inspector: \(error)\n".utf8))
      configuration = nil
    }
    guard let configuration else {
      self.init(
        initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies)
      return
    }
    let inspector = StoreInspector<State, Action>(feature: R.self)
    self.init(
      initialState: initialState(), inspector: inspector, reducer: reducer,
      withDependencies: prepareDependencies)
    InspectorServer(
      session: inspector, configuration: configuration, token: WebSession.randomID(bits: 128)
    ).start(onListening: onListening)
  }

  /// A store whose steps `inspector` records, without a server (tests serve it themselves).
  convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    inspector: StoreInspector<State, Action>,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState(),
      reducer: { _InspectReducer(base: reducer(), inspector: inspector) },
      withDependencies: prepareDependencies)
    inspector.start = self.withState { $0 }
    inspector.send = { [weak self] in self?.send($0) }
    inspector.currentState = { [weak self] in self?.withState { $0 } }
  }
}
