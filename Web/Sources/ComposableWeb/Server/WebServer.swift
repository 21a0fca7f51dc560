import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
@_spi(Hosting) import Sharing

/// Serves an app to browsers: each page load gets its own ``WebSession`` (and so its own
/// store, from the app's factory), rendered in full as HTML; a WebSocket then carries the
/// browser's events up and ``HTMLPatch``es down.
///
/// ```swift
/// try await WebServer { path in
///   let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
///   return WebScene { CounterPage.body(store) }
/// }
/// .run()
/// ```
///
/// Safe by default: it listens on 127.0.0.1, accepts WebSockets only from its own origin (and
/// ``WebConfiguration/allowedOrigins``), and limits message size and event rate per session.
public struct WebServer: Sendable {
  /// The configuration.
  public let configuration: WebConfiguration
  let registry: WebSessionRegistry

  /// A server.
  ///
  /// - Parameters:
  ///   - configuration: Address, limits and clock.
  ///   - scene: Makes the scene for a new tab, given the URL path it loaded. Called on the main
  ///     actor; create the tab's store here.
  public init(
    configuration: WebConfiguration = WebConfiguration(),
    scene: @escaping @MainActor @Sendable (_ path: String) -> WebScene
  ) {
    self.configuration = configuration
    self.registry = WebSessionRegistry(configuration: configuration, scene: scene)
  }

  /// Serves until the process gets SIGINT or SIGTERM, or the task is cancelled.
  ///
  /// On SIGINT or SIGTERM the server stops at once, even with tabs connected: it stops
  /// listening, closes every tab's WebSocket (1001, going away, or 1000 from the WebSocket
  /// layer) and the connections the browser opened ahead of need, ends every session (their
  /// views' `onDisappear` actions run and their tasks are cancelled), and returns, so that the
  /// program ends normally — and whatever waits for the process to exit (a debounced
  /// `fileStorage` save) gets done.
  ///
  /// - Parameter onListening: Called with the port once the server listens (useful with port 0).
  public func run(onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in })
    async throws
  {
    try await application(onListening: onListening).runService()
  }

  /// The Hummingbird application that ``run(onListening:)`` serves: the page routes and the
  /// WebSocket route. Offered to the web benchmark (`web-benchmark`), which drives it with
  /// Hummingbird's live test client.
  @_spi(Benchmarks)
  public func application(
    onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    application(logger: WebServer.defaultLogger, onListening: onListening)
  }

  /// The Hummingbird application: the page routes and the WebSocket route.
  ///
  /// - Parameter logger: Where the server and its connections log.
  func application(
    logger: Logger,
    onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let registry = self.registry
    let configuration = self.configuration
    let router = Router(context: BasicWebSocketRequestContext.self)
    let hosts = HostAllowList(configuration: configuration)
    // Before any route: a request for a name this server is not (DNS rebinding) gets nothing.
    router.add(middleware: HostCheckMiddleware(hosts: hosts))
    let page: @Sendable (Request, BasicWebSocketRequestContext) async throws -> Response = {
      request, _ in
      let path = request.uri.path
      // A link followed without a script: the click, then the page (see `followLink`).
      if let query = request.uri.query, query.contains(WebLinkQuery.name + "=") {
        return try await WebServer.followLink(
          request, path: path, query: query, registry: registry, configuration: configuration)
      }
      // After a button's form post, the page of the session it changed.
      let resume = request.cookies[WebServer.resumeCookie]?.value
      let document: String
      let checkpoint: PendingSaves.Checkpoint
      let nonce = WebPage.newNonce()
      do {
        (document, checkpoint) = try await MainActor.run {
          let session = try registry.pageSession(path: path, resuming: resume)
          return (
            WebPage.document(
              session: session, title: configuration.title, nonce: nonce,
              testHooks: configuration.exposesTestHooks),
            PendingSaves.checkpoint(covering: session.sharedReads)
          )
        }
      } catch {
        throw HTTPError(.serviceUnavailable, message: String(describing: error))
      }
      // What the page shows as done is saved before it leaves (see `Outgoing`).
      await PendingSaves.wait(for: checkpoint)
      var response = Response(
        status: .ok,
        headers: [
          .contentType: "text/html; charset=utf-8",
          .cacheControl: "no-store",
          .init("X-Content-Type-Options")!: "nosniff",
          .init("X-Frame-Options")!: "DENY",
          .init("Content-Security-Policy")!: WebPage.contentSecurityPolicy(nonce: nonce),
          // The page's own links keep their Referer (`isFromOwnPage` reads it from a browser
          // without `Sec-Fetch-Site`); other sites get none.
          .init("Referrer-Policy")!: "same-origin",
        ],
        body: ResponseBody(byteBuffer: ByteBuffer(string: document))
      )
      if resume != nil {
        response.setCookie(
          Cookie(
            name: WebServer.resumeCookie, value: "", maxAge: 0, path: "/", httpOnly: true,
            sameSite: .strict))
      }
      return response
    }
    // The page's icon, also where browsers look for one by themselves; neither opens a session.
    let icon: @Sendable (Request, BasicWebSocketRequestContext) async throws -> Response = { _, _ in
      Response(
        status: .ok,
        headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=86400"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: WebPage.icon)))
    }
    router.get(RouterPath(WebPage.iconPath), use: icon)
    router.get("/favicon.ico", use: icon)
    // A button clicked without a script posts the page's form here (`WebPage.eventPath`): the
    // origin must be the server's own, the token the session's; the click is applied and the
    // answer redirects to the page, with a short-lived cookie naming the session so that the
    // page load shows it.
    router.post("/.tca/event") { request, _ -> Response in
      var request = request
      guard WebServer.hasAllowedOrigin(request, allowed: configuration.allowedOrigins) else {
        throw HTTPError(.forbidden, message: "Form origin not allowed")
      }
      let body = try await request.collectBody(upTo: configuration.maxMessageBytes)
      let fields = WebServer.formFields(String(buffer: body))
      let outcome: Result<(path: String, resume: String), WebSessionError> = await MainActor.run {
        do throws(WebSessionError) {
          let session = try registry.post(
            sessionID: fields["s"] ?? "", token: fields["t"] ?? "", controlID: fields["c"] ?? "")
          return .success((session.path, session.id + "." + session.formToken))
        } catch {
          return .failure(error)
        }
      }
      switch outcome {
      case .success(let answer):
        return WebServer.redirect(to: answer.path, resuming: answer.resume)
      case .failure(let error):
        let status: HTTPResponse.Status =
          switch error {
          case .unknownSession: .forbidden
          case .rateLimited: .tooManyRequests
          default: .badRequest
          }
        throw HTTPError(status, message: error.description)
      }
    }
    router.get("/", use: page)
    router.get("**", use: page)

    let webSocketRouter = Router(context: BasicWebSocketRequestContext.self)
    webSocketRouter.ws("/ws") { request, _ in
      // Refused (the WebSocket layer answers a refused upgrade with 400).
      guard hosts.allows(authority: request.head.authority) else { return .dontUpgrade }
      guard WebServer.hasAllowedOrigin(request, allowed: configuration.allowedOrigins) else {
        throw HTTPError(.forbidden, message: "WebSocket origin not allowed")
      }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, context in
      let query = context.request.uri.queryParameters
      let sessionID = query["s"].map(String.init) ?? ""
      // The session's socket key, from the page's body: the id alone (in every link) is not enough.
      let key = query["k"].map(String.init) ?? ""
      let version = query["v"].flatMap { Int(String($0)) }
      // A reloaded tab's previous session and its key, which it rejoins if it can.
      let resumed = query["r"].map(String.init)
      let (frames, continuation) = AsyncStream<Outgoing>.makeStream()
      let connection = await registry.connect(
        sessionID: sessionID, key: key, version: version, resuming: resumed,
        send: { continuation.yield(.text($0, PendingSaves.checkpoint(covering: $1))) },
        close: { continuation.yield(.close($0)) })
      let failure: (any Error)? = await withTaskGroup(of: Void.self) { group in
        group.addTask {
          for await frame in frames {
            do {
              switch frame {
              case .text(let text, let checkpoint):
                // Off the main actor, frame after frame: the app goes on while a patch waits
                // for the saves of the changes it shows, and patches keep their order.
                await PendingSaves.wait(for: checkpoint)
                try await outbound.write(.text(text))
              case .close(.goingAway):
                try await outbound.close(.goingAway, reason: "The server is shutting down.")
                return
              case .close(.replaced):
                try await outbound.close(
                  .policyViolation, reason: "Another connection took this session.")
                return
              case .close(.flooding):
                try await outbound.close(.policyViolation, reason: "Too many events.")
                return
              }
            } catch {
              return
            }
          }
        }
        defer { continuation.finish() }
        guard let connection else { return nil }
        var failure: (any Error)?
        do {
          // A graceful shutdown (SIGINT, SIGTERM) closes the socket saying the server is going
          // away; the browser answers the close and the loop ends, so the server does not wait
          // for the tab.
          try await withGracefulShutdownHandler {
            for try await message in inbound.messages(maxSize: configuration.maxMessageBytes) {
              switch message {
              case .text(let text):
                await registry.receive(text, from: connection)
              case .binary:
                continuation.yield(
                  .text(
                    WebSessionRegistry.errorFrame(
                      .malformedMessage("binary frames are not accepted")),
                    PendingSaves.checkpoint(covering: SharedReads())))
              }
            }
          } onGracefulShutdown: {
            continuation.yield(.close(.goingAway))
          }
        } catch {
          // A message over the size limit (in one frame, or in fragments) or a frame out of
          // sequence; the session stays for the tab to reconnect.
          failure = error
        }
        await registry.disconnect(connection)
        return failure
      }
      // Thrown on, so that the WebSocket layer closes the socket with the code the error
      // carries (1009 for a message too large, 1002 for a protocol error), not 1000 as if all
      // were well.
      if let failure { throw failure }
    }

    let unusedConnections = UnusedConnections()
    let openConnections = OpenConnections()
    return Application(
      router: router,
      server: WebServerChannel.builder(
        webSocketRouter: webSocketRouter, configuration: configuration,
        unusedConnections: unusedConnections, openConnections: openConnections),
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      services: [WebSessionShutdown(registry: registry, unusedConnections: unusedConnections)],
      onServerRunning: { channel in
        await onListening(channel.localAddress?.port ?? configuration.port)
      },
      logger: logger
    )
  }

  /// The server's logger unless told otherwise: warnings and worse.
  static var defaultLogger: Logger {
    var logger = Logger(label: "ComposableWeb")
    logger.logLevel = .warning
    return logger
  }

  /// What the server sends a WebSocket. A text frame carries the saves under way when it was
  /// rendered (`PendingSaves`): it leaves once they are done, so that a `kill -9` right after the
  /// browser shows a change as done cannot lose it, whichever storage keeps it.
  private enum Outgoing: Sendable {
    case text(String, PendingSaves.Checkpoint)
    case close(WebSocketClosure)
  }

  /// The cookie a button's form post answers with: the session's id and form token, for the
  /// page load that follows.
  static let resumeCookie = "tca-resume"

  /// A redirect to `location` (303: the browser GETs it), with the cookie naming the session the
  /// page load must show, if any.
  static func redirect(to location: String, resuming resume: String? = nil) -> Response {
    var response = Response(
      status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    if let resume {
      response.setCookie(
        Cookie(
          name: WebServer.resumeCookie, value: resume, maxAge: 30, path: "/", httpOnly: true,
          sameSite: .strict))
    }
    return response
  }

  /// A link's URL followed without a script (``WebLinkQuery``): like a button's form post, the
  /// link's click is applied to the tab's session, and the answer redirects to the session's
  /// page with the cookie naming it. The request must come from a page of this server (its
  /// `Sec-Fetch-Site`, or else its `Referer`, says so), so that the URL pasted into another
  /// browser, or linked to from another site, does not act for the tab. Anything else redirects
  /// to the link's URL without the item: a fresh session for that path, as a plain link gives.
  static func followLink(
    _ request: Request, path: String, query: String, registry: WebSessionRegistry,
    configuration: WebConfiguration
  ) async throws -> Response {
    let (link, rest) = WebLinkQuery.parse(query: query)
    // One leading slash: `//evil.example/` as a location is another site (an open redirect).
    let local = "/" + path.drop { $0 == "/" || $0 == "\\" }
    let clean = rest.isEmpty ? local : local + "?" + rest
    guard let link, isFromOwnPage(request, allowed: configuration.allowedOrigins) else {
      return redirect(to: clean)
    }
    let outcome: Result<(path: String, resume: String), WebSessionError> = await MainActor.run {
      do throws(WebSessionError) {
        let session = try registry.follow(link)
        return .success((session.path, session.id + "." + session.formToken))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let answer):
      return redirect(to: answer.path, resuming: answer.resume)
    case .failure(.rateLimited):
      throw HTTPError(.tooManyRequests, message: WebSessionError.rateLimited.description)
    case .failure:
      return redirect(to: clean)
    }
  }

  /// Whether a navigation comes from a page of this server: `Sec-Fetch-Site: same-origin`, or,
  /// from a browser that does not send it, a `Referer` of an allowed origin.
  static func isFromOwnPage(_ request: Request, allowed: [String]) -> Bool {
    let sites = request.headers[values: .init("Sec-Fetch-Site")!]
    if !sites.isEmpty { return sites == ["same-origin"] }
    let referers = request.headers[values: .referer]
    guard referers.count == 1, let origin = origin(ofURL: referers[0]) else { return false }
    return isAllowed(origin: origin, host: request.head.authority, allowed: allowed)
  }

  /// The origin (`scheme://authority`) of an absolute URL.
  static func origin(ofURL url: String) -> String? {
    guard let schemeEnd = url.range(of: "://") else { return nil }
    let authorityEnd = url[schemeEnd.upperBound...].firstIndex { "/?#".contains($0) } ?? url.endIndex
    let authority = url[schemeEnd.upperBound..<authorityEnd]
    guard !authority.isEmpty else { return nil }
    return String(url[..<authorityEnd])
  }

  /// The fields of a URL-encoded form.
  static func formFields(_ body: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in body.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      func decoded(_ part: Substring) -> String {
        String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
      }
      fields[decoded(parts[0])] = parts.count > 1 ? decoded(parts[1]) : ""
    }
    return fields
  }

  /// Whether a request carries exactly one Origin (a request with two is not a browser's) and
  /// it is allowed.
  static func hasAllowedOrigin(_ request: Request, allowed: [String]) -> Bool {
    let origins = request.headers[values: .origin]
    return origins.count == 1
      && isAllowed(origin: origins.first, host: request.head.authority, allowed: allowed)
  }

  /// Whether a WebSocket or a form post from `origin` may reach a server reached as `host`.
  static func isAllowed(origin: String?, host: String?, allowed: [String]) -> Bool {
    guard let origin else { return false }
    if allowed.contains(origin) { return true }
    guard let host else { return false }
    return origin == "http://" + host || origin == "https://" + host
  }
}
