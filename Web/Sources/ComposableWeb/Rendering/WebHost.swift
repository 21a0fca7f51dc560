import ComposableArchitecture
import ComposableViews

/// Serves a feature and its views to browsers in one call: each tab gets its own store from
/// `store`, shown by `view`.
///
/// <!-- snippet: fragment -->
/// ```swift
/// try await WebHost.serve(at: "127.0.0.1:8080") { _ in
///   Store(initialState: CounterFeature.State()) { CounterFeature() }
/// } view: { store in
///   CounterView(store: store)
/// }
/// ```
public enum WebHost {
  /// A server giving each browser tab a store made by `store`, shown by `view` (see
  /// ``WebScene/init(content:)``).
  ///
  /// - Parameters:
  ///   - configuration: Address, limits and clock.
  ///   - store: Makes a new tab's store, given the URL path it loaded.
  ///   - view: The views showing a tab's store.
  public static func server<State, Action, Content: View>(
    configuration: WebConfiguration = WebConfiguration(),
    store: @escaping @MainActor @Sendable (_ path: String) -> Store<State, Action>,
    view: @escaping @MainActor @Sendable (_ store: Store<State, Action>) -> Content
  ) -> WebServer {
    WebServer(configuration: configuration) { path in WebScene(view: view(store(path))) }
  }

  /// A server giving each browser tab the views `tab` makes (with their own store).
  ///
  /// - Parameters:
  ///   - configuration: Address, limits and clock.
  ///   - tab: Makes a new tab's views, given the URL path it loaded.
  public static func server<Content: View>(
    configuration: WebConfiguration = WebConfiguration(),
    tab: @escaping @MainActor @Sendable (_ path: String) -> Content
  ) -> WebServer {
    WebServer(configuration: configuration) { path in WebScene(view: tab(path)) }
  }

  /// Serves until the task is cancelled: each tab's views come from `tab`, which makes their
  /// store.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// try await WebHost.serve(at: ":8080") { _ in
  ///   CounterView(store: Store(initialState: CounterFeature.State()) { CounterFeature() })
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - address: Where to listen: `HOST:PORT`, `:PORT` or `PORT` (the host defaults to
  ///     127.0.0.1).
  ///   - title: The page's title.
  ///   - tab: Makes a new tab's views, given the URL path it loaded.
  ///   - onListening: Called with the port once the server listens (useful with port 0).
  /// - Throws: ``AddressError`` for an address that is not `HOST:PORT`; what the server throws.
  public static func serve<Content: View>(
    at address: String = "127.0.0.1:8080",
    title: String = "App",
    tab: @escaping @MainActor @Sendable (_ path: String) -> Content,
    onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) async throws {
    var configuration = try WebConfiguration(address: address)
    configuration.title = title
    try await server(configuration: configuration, tab: tab).run(onListening: onListening)
  }

  /// Serves until the task is cancelled: a tab's store comes from `store`, its page from `view`.
  ///
  /// - Parameters:
  ///   - address: Where to listen: `HOST:PORT`, `:PORT` or `PORT` (the host defaults to
  ///     127.0.0.1, so that only this machine can connect unless told otherwise).
  ///   - title: The page's title.
  ///   - store: Makes a new tab's store, given the URL path it loaded.
  ///   - view: The views showing a tab's store.
  ///   - onListening: Called with the port once the server listens (useful with port 0).
  /// - Throws: ``AddressError`` for an address that is not `HOST:PORT`; what the server throws.
  public static func serve<State, Action, Content: View>(
    at address: String = "127.0.0.1:8080",
    title: String = "App",
    store: @escaping @MainActor @Sendable (_ path: String) -> Store<State, Action>,
    view: @escaping @MainActor @Sendable (_ store: Store<State, Action>) -> Content,
    onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) async throws {
    var configuration = try WebConfiguration(address: address)
    configuration.title = title
    try await server(configuration: configuration, store: store, view: view)
      .run(onListening: onListening)
  }

  /// The address a program's `--web [ADDRESS:PORT]` option asks to serve at: `--web` alone
  /// is `127.0.0.1:8080`; `--web ADDRESS:PORT` and `--web=ADDRESS:PORT` name one.
  ///
  /// - Parameter arguments: The program's arguments, without its name.
  /// - Returns: The address, or `nil` when the option is absent (the program runs as usual).
  public static func address(in arguments: [String]) -> String? {
    var address: String?
    for (index, argument) in arguments.enumerated() {
      if argument == "--web" {
        let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
        address = next.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "127.0.0.1:8080"
      } else if argument.hasPrefix("--web=") {
        address = String(argument.dropFirst("--web=".count))
      }
    }
    return address
  }

  /// An address that is not `HOST:PORT`, `:PORT` or `PORT`.
  public struct AddressError: Error, Equatable, CustomStringConvertible {
    /// The address given.
    public var address: String

    public var description: String {
      "invalid address \"\(address)\": expected HOST:PORT, :PORT or PORT (a port from 0 to 65535)"
    }
  }
}

extension WebConfiguration {
  /// The default configuration listening at `address`: `HOST:PORT`, `:PORT` or `PORT`; the host
  /// defaults to 127.0.0.1.
  ///
  /// - Throws: ``WebHost/AddressError`` if `address` is none of these.
  public init(address: String) throws {
    self.init()
    let host: Substring
    let port: Substring
    if let colon = address.lastIndex(of: ":") {
      host = address[..<colon]
      port = address[address.index(after: colon)...]
    } else {
      host = ""
      port = address[...]
    }
    guard let number = Int(port), (0...65535).contains(number),
      !host.contains(where: { $0 == "/" || $0 == " " })
    else { throw WebHost.AddressError(address: address) }
    if !host.isEmpty { self.host = String(host) }
    self.port = number
  }
}
