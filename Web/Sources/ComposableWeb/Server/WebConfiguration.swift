import Foundation

/// How a ``WebServer`` listens and what it lets browsers do. The defaults are safe: loopback
/// only, small messages, a modest event rate.
///
/// ```swift
/// var configuration = WebConfiguration()
/// configuration.port = 8080
/// WebServer(configuration: configuration) { _ in scene }
/// ```
public struct WebConfiguration: Sendable {
  /// The address to listen on. Defaults to `127.0.0.1`: only this machine can connect. Set
  /// `0.0.0.0` deliberately, behind a reverse proxy.
  public var host = "127.0.0.1"
  /// The port to listen on; `0` picks a free one (see ``WebServer/run(onListening:)``).
  public var port = 8080
  /// The page's title.
  public var title = "App"
  /// The largest message a browser may send, in bytes.
  public var maxMessageBytes = 16 * 1024
  /// How many events per second a session accepts on average…
  public var eventsPerSecond: Double = 50
  /// …and in a burst.
  public var eventBurst = 100
  /// How long a session whose tab disconnected (or never connected) is kept for it to come back.
  public var disconnectedSessionLifetime: Duration = .seconds(60)
  /// The most sessions the server holds at once; more pages are refused with 503.
  public var maxSessions = 10_000
  /// Origins allowed to open a WebSocket besides the server's own (`http://` + the request's
  /// `Host`), e.g. `https://app.example.com` behind a TLS-terminating proxy.
  public var allowedOrigins: [String] = []
  /// Host names the server answers to besides `localhost`, the address it listens on and the
  /// hosts of ``allowedOrigins``, e.g. `app.example.com` behind a reverse proxy that keeps the
  /// `Host` header. A request for any other name (a page whose name was pointed at this machine:
  /// DNS rebinding) is refused: 421 for the page and a form post, 400 for a WebSocket upgrade.
  public var allowedHosts: [String] = []
  /// How long a shutdown (SIGINT, SIGTERM) waits for clients to finish — a request in flight, a
  /// WebSocket's close handshake — before it closes their connections: the server stops within
  /// about this long whatever its clients do.
  public var shutdownGracePeriod: Duration = .seconds(5)
  /// How long a client has to send a request's head (its request line and headers): from when
  /// the connection opened, or from the end of the previous response on a kept-alive one. A
  /// connection that takes longer — one that sends its headers a byte at a time, or nothing at
  /// all — is closed, so that slow or silent clients cannot hold connections. A WebSocket is not
  /// affected: the server pings it every 30 seconds and closes it if the pong does not come.
  public var requestHeadTimeout: Duration = .seconds(10)
  /// How long a client has to send the rest of a request once its head has arrived (its body,
  /// say a form post's fields). A connection whose request takes longer — a body sent a byte at a
  /// time — is closed, whatever route the request is for.
  public var requestBodyTimeout: Duration = .seconds(10)
  /// The clock for the rate limit, the disconnected sessions' lifetime, the shutdown's grace
  /// period, the first request head's timeout and the request body's. (The wait for a
  /// kept-alive connection's next request is Hummingbird's, on the system's clock.)
  public var clock: any Clock<Duration> = ContinuousClock()
  /// Whether pages carry the hooks browser end-to-end tests drive (`window.tcaWeb`: drop the
  /// socket, hold and release incoming frames). Off unless the environment variable
  /// `TCA_WEB_TEST_HOOKS` is `1`, as the end-to-end scripts set it: production pages do not
  /// offer a page's other scripts a way to tamper with its socket.
  public var exposesTestHooks = ProcessInfo.processInfo.environment["TCA_WEB_TEST_HOOKS"] == "1"

  /// The default configuration.
  public init() {}
}
