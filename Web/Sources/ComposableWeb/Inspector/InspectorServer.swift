import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// Serves a store's inspector: its page, its exports and the WebSocket that carries the steps.
///
/// Every request and the WebSocket must carry the token of the page's URL (`?t=…`, printed
/// once, to standard error), or the cookie the first load exchanges it for: without either,
/// nothing answers but 403. The first load with the token in its URL is answered with the cookie
/// and a redirect to the bare URL, so that the token stays out of the browser's history and of
/// what the page requests after (its exports, its WebSocket). Like the web host, it listens on
/// loopback unless told otherwise, refuses a `Host` it is not (DNS rebinding), and a WebSocket
/// from another origin, and bounds how long a client may take to send a request's head and body.
struct InspectorServer: Sendable {
  let session: any InspectorSession
  let configuration: WebConfiguration
  /// The secret that the page's URL carries.
  let token: String
  /// The name of the cookie that carries the token: one per server, so that two inspectors on
  /// one host (cookies are not kept apart by port) do not overwrite each other's.
  let cookieName: String

  init(session: any InspectorSession, configuration: WebConfiguration, token: String) {
    self.session = session
    self.configuration = configuration
    self.token = token
    self.cookieName = "tca-inspector-" + WebSession.randomID(bits: 64)
  }

  /// The page's URL, token included, once listening on `port`.
  func pageURL(port: Int) -> String {
    let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
    return "http://\(host):\(port)/?t=\(token)"
  }

  /// Serves in a task of its own until the program ends; hands the page's URL to `onListening`
  /// once listening.
  func start(onListening: @escaping @Sendable (_ pageURL: String) -> Void) {
    Task {
      let group = ServiceGroup(
        configuration: .init(
          services: [self.application { port in onListening(self.pageURL(port: port)) }],
          logger: WebServer.defaultLogger))
      do {
        try await group.run()
      } catch {
        FileHandle.standardError.write(Data("Inspector: \(error)\n".utf8))
      }
    }
  }

  func application(
    onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let session = self.session
    let configuration = self.configuration
    let token = InspectorToken(token: self.token, cookieName: cookieName)
    let router = Router(context: BasicWebSocketRequestContext.self)
    let hosts = HostAllowList(configuration: configuration)
    router.add(middleware: HostCheckMiddleware(hosts: hosts))
    router.add(middleware: InspectorTokenMiddleware(token: token))
    router.get("/") { request, _ in
      guard request.uri.queryParameters["t"] == nil else { return token.exchange() }
      let nonce = WebPage.newNonce()
      var headers = InspectorServer.headers("text/html; charset=utf-8")
      headers[.init("Content-Security-Policy")!] = WebPage.contentSecurityPolicy(nonce: nonce)
      return Response(
        status: .ok, headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(string: InspectorPage.document(nonce: nonce))))
    }
    router.get("/recording.jsonl") { _, _ in
      let data = try await InspectorServer.exporting { try session.exportRecording() }
      var headers = InspectorServer.headers("application/jsonl; charset=utf-8")
      headers[.contentDisposition] = #"attachment; filename="inspector-session.jsonl""#
      return Response(
        status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
    // `?module=CounterKit` names the feature's module (by default, the module it is declared
    // in); `?effects=1` writes a test that runs the effects (they then need their dependencies
    // filled in) rather than sending the actions they sent.
    router.get("/RecordedSessionTests.swift") { request, _ in
      let query = request.uri.queryParameters
      let module = query["module"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
      let runsEffects = query["effects"] == "1"
      let source = try await InspectorServer.exporting {
        try session.exportTest(module: module, runsEffects: runsEffects)
      }
      var headers = InspectorServer.headers("text/x-swift; charset=utf-8")
      headers[.contentDisposition] = #"attachment; filename="RecordedSessionTests.swift""#
      return Response(
        status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: source)))
    }

    let webSocketRouter = Router(context: BasicWebSocketRequestContext.self)
    webSocketRouter.ws("/ws") { request, _ in
      guard hosts.allows(authority: request.head.authority), token.isCarried(by: request)
      else { return .dontUpgrade }
      guard WebServer.hasAllowedOrigin(request, allowed: configuration.allowedOrigins) else {
        throw HTTPError(.forbidden, message: "WebSocket origin not allowed")
      }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, _ in
      let (frames, continuation) = AsyncStream<String>.makeStream()
      let id = await session.connect { continuation.yield($0) }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          for await frame in frames {
            do { try await outbound.write(.text(frame)) } catch { return }
          }
        }
        defer { continuation.finish() }
        do {
          for try await message in inbound.messages(maxSize: configuration.maxMessageBytes) {
            if case .text(let text) = message {
              await session.receive(text, from: id)
            }
          }
        } catch {
          // An oversized or malformed frame: the page reconnects.
        }
        await session.disconnect(id)
      }
    }

    return Application(
      router: router,
      server: WebServerChannel.builder(
        webSocketRouter: webSocketRouter, configuration: configuration,
        unusedConnections: UnusedConnections(), openConnections: OpenConnections()),
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      onServerRunning: { channel in
        await onListening(channel.localAddress?.port ?? configuration.port)
      },
      logger: WebServer.defaultLogger
    )
  }

  /// An export made on the main actor; if it fails, a 500 that says why (a value that could not
  /// be encoded, and what it was), for the person who asked.
  static func exporting<Value: Sendable>(_ export: @MainActor () throws -> Value) async throws
    -> Value
  {
    do {
      return try await MainActor.run { try export() }
    } catch {
      throw HTTPError(.internalServerError, message: "The export failed: \(error)")
    }
  }

  /// What every answer carries: never cached, never framed, never sniffed, and no `Referer`
  /// (which would carry the token) from the page's links.
  static func headers(_ contentType: String) -> HTTPFields {
    [
      .contentType: contentType,
      .cacheControl: "no-store",
      .init("X-Content-Type-Options")!: "nosniff",
      .init("X-Frame-Options")!: "DENY",
      .init("Referrer-Policy")!: "no-referrer",
    ]
  }
}

/// Refuses, with 403, every request without the inspector's token.
struct InspectorTokenMiddleware<Context: RequestContext>: RouterMiddleware {
  let token: InspectorToken

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard token.isCarried(by: request) else {
      throw HTTPError(.forbidden, message: "This page needs the inspector's token.")
    }
    return try await next(request, context)
  }
}
