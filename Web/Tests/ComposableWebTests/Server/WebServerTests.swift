import ComposableArchitecture
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Logging
import Hummingbird
import ServiceLifecycle
import Testing

@_spi(Benchmarks) @testable import ComposableWeb

@Suite(.timeLimit(.minutes(1)))
struct WebServerTests {
  func server(_ configure: (inout WebConfiguration) -> Void = { _ in }) -> WebServer {
    var configuration = WebConfiguration()
    // Hummingbird's test client sends this origin (its scheme and host, without the port).
    configuration.allowedOrigins = ["ws://localhost"]
    configuration.title = "Counter <&>"
    configuration.port = 0
    configure(&configuration)
    return WebServer(configuration: configuration) { path in
      counterScene(
        Store(initialState: Counter.State(isShowingDetail: path == "/detail")) { Counter() })
    }
  }

  @Test func theFirstResponseIsTheWholePage() async throws {
    let server = server()
    try await server.application().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        let body = String(buffer: response.body)
        #expect(body.hasPrefix("<!DOCTYPE html>"))
        #expect(body.contains("<title>Counter &lt;&amp;&gt;</title>"))
        #expect(body.contains("<p>Count: 0</p>"))
        #expect(body.contains(#"<a data-cid=""#))
        // The link names the session, so that a tab without a script keeps it.
        #expect(body.contains(#"href="/detail?tca="#))
        #expect(body.contains("new WebSocket("))
        #expect(body.contains(#"<link rel="icon" type="image/svg+xml" href="/favicon.svg">"#))
      }
      try await client.execute(uri: "/detail", method: .get) { response in
        #expect(String(buffer: response.body).contains("<main><h1>Detail</h1></main>"))
      }
      // The icon, where the page names it and where browsers look by themselves, opens no session.
      for uri in ["/favicon.svg", "/favicon.ico"] {
        try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "image/svg+xml")
          #expect(String(buffer: response.body).hasPrefix("<svg "))
        }
      }
      #expect(await server.registry.count == 2)
    }
    // The server's shutdown ends the sessions.
    #expect(await server.registry.count == 0)
  }

  /// The page's script and stylesheet run by the response's nonce, which its
  /// `Content-Security-Policy` names (a new one for every page); no `Referer` leaves for another
  /// site; the end-to-end tests' hooks are only in a page whose server was told to expose them.
  @Test func aPageCarriesItsSecurityPolicyAndNoTestHooksUnlessAsked() async throws {
    func page(_ server: WebServer) async throws -> (body: String, headers: HTTPFields) {
      try await server.application().test(.router) { client in
        try await client.execute(uri: "/", method: .get) { (String(buffer: $0.body), $0.headers) }
      }
    }
    let (body, headers) = try await page(server { $0.exposesTestHooks = false })
    let policy = try #require(headers[.init("Content-Security-Policy")!])
    let nonce = try #require(
      body.split(separator: #"<script nonce=""#).dropFirst().first?.prefix { $0 != "\"" })
    #expect(nonce.count == 32)
    #expect(body.contains(#"<style nonce="\#(nonce)">"#))
    #expect(policy.contains("script-src 'nonce-\(nonce)'"))
    #expect(policy.contains("style-src 'nonce-\(nonce)'"))
    #expect(policy.hasPrefix("default-src 'none'"))
    #expect(headers[.init("Referrer-Policy")!] == "same-origin")
    #expect(!body.contains("tcaWeb"))
    let (again, _) = try await page(server { $0.exposesTestHooks = false })
    #expect(!again.contains(#"nonce="\#(nonce)""#))
    let (withHooks, _) = try await page(server { $0.exposesTestHooks = true })
    #expect(withHooks.contains("window.tcaWeb={"))
  }

  @Test func eachPageLoadGetsItsOwnSession() async throws {
    let server = server()
    try await server.application().test(.router) { client in
      var ids: [String] = []
      for _ in 1...2 {
        try await client.execute(uri: "/", method: .get) { response in
          let body = String(buffer: response.body)
          let id = body.split(separator: #"data-session=""#)[1].prefix(32)
          ids.append(String(id))
        }
      }
      #expect(Set(ids).count == 2)
    }
  }

  @Test func pagesBeyondTheSessionLimitAreRefusedOnceEverySessionHasHadASocket() async throws {
    let server = server { $0.maxSessions = 1 }
    try await server.application().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { #expect($0.status == .ok) }
      // A page load whose socket never came makes room for the next.
      let page = try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        return String(buffer: response.body)
      }
      let (id, key) = sessionCredentials(ofPage: page)
      await MainActor.run {
        _ = server.registry.connect(sessionID: id, key: key, version: 0, send: { _, _ in })
      }
      try await client.execute(uri: "/", method: .get) { #expect($0.status == .serviceUnavailable) }
    }
  }

  @Test func aWebSocketFromAnotherOriginIsRefused() async throws {
    let server = server { $0.allowedOrigins = [] }
    try await server.application().test(.live) { client in
      let socket = try await client.execute(uri: "/", method: .get) { response in
        "/ws?" + socketQuery(ofPage: String(buffer: response.body))
      }
      let connected = LockIsolated(false)
      await #expect(throws: (any Error).self) {
        try await client.ws(socket) { _, _, _ in connected.setValue(true) }
      }
      #expect(!connected.value)
    }
  }

  @Test func anOversizedMessageClosesTheSocket() async throws {
    let server = server { $0.maxMessageBytes = 1024 }
    try await server.application().test(.live) { client in
      let socket = try await client.execute(uri: "/", method: .get) { response in
        "/ws?" + socketQuery(ofPage: String(buffer: response.body))
      }
      let close = try await client.ws(socket) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
        _ = try await messages.next()
        try await outbound.write(.text(String(repeating: "x", count: 4096)))
        while try await messages.next() != nil {}
      }
      #expect(close?.closeCode == .messageTooLarge)
      #expect(await server.registry.count == 1)
    }
  }

  /// A message over the limit in frames each under it is closed saying so too, and a
  /// continuation frame without a message to continue is a protocol error.
  @Test func anOversizedMessageInFragmentsOrAStrayContinuationClosesTheSocketSayingWhy()
    async throws
  {
    let server = server { $0.maxMessageBytes = 1024 }
    try await server.application().test(.live) { client in
      let socket = try await client.execute(uri: "/", method: .get) { response in
        "/ws?" + socketQuery(ofPage: String(buffer: response.body))
      }
      let fragmented = try await client.ws(socket) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
        _ = try await messages.next()
        try await outbound.withTextMessageWriter { write in
          for _ in 0..<8 { try await write(String(repeating: "x", count: 512)) }
        }
        while try await messages.next() != nil {}
      }
      #expect(fragmented?.closeCode == .messageTooLarge)
      let stray = try await client.ws(socket) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
        _ = try await messages.next()
        try await outbound.write(.custom(.init(fin: true, opcode: .continuation, data: ByteBuffer(string: "x"))))
        while try await messages.next() != nil {}
      }
      #expect(stray?.closeCode == .protocolError)
      #expect(await server.registry.count == 1)
    }
  }

  @Test func aSecondSocketOnASessionClosesTheFirstWithAReason() async throws {
    let server = server()
    try await server.application().test(.live) { client in
      let socket = try await client.execute(uri: "/", method: .get) { response in
        "/ws?" + socketQuery(ofPage: String(buffer: response.body))
      }
      let firstFrames = LockIsolated<[String]>([])
      let close = try await client.ws(socket) { inbound, _, _ in
        var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
        _ = try await messages.next()
        // The same page connects again (its socket died unseen, or its id was copied).
        _ = try await client.ws(socket) { inbound, _, _ in
          var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
          _ = try await messages.next()
        }
        while let message = try await messages.next() {
          if case .text(let text) = message { firstFrames.withValue { $0.append(text) } }
        }
      }
      #expect(close?.closeCode == .policyViolation)
      #expect(close?.reason == "Another connection took this session.")
      #expect(firstFrames.value.first?.contains(#""closed":true"#) == true)
    }
  }

  /// A shutdown (what SIGINT and SIGTERM trigger) does not wait for the tabs: their sockets are
  /// closed, the server stops, and the sessions end.
  @Test func aShutdownClosesTheTabsSocketsAndEndsTheSessions() async throws {
    // The client sends its URL's scheme and host as its origin.
    let server = server { $0.allowedOrigins = ["ws://127.0.0.1"] }
    let (ports, listening) = AsyncStream<Int>.makeStream()
    let group = ServiceGroup(
      configuration: .init(
        services: [server.application { listening.yield($0) }],
        logger: Logger(label: "WebServerTests")))
    let query = try await MainActor.run {
      socketQuery(of: try server.registry.openSession(path: "/"))
    }
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      let received = LockIsolated<[String]>([])
      let close = try await WebSocketClient.connect(
        url: "ws://127.0.0.1:\(port)/ws?\(query)",
        logger: Logger(label: "WebServerTests")
      ) { inbound, _, _ in
        var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
        if case .text(let hello) = try await messages.next() { received.withValue { $0.append(hello) } }
        await group.triggerGracefulShutdown()
        while try await messages.next() != nil {}
      }
      #expect(received.value == [#"{"v":0,"u":"/"}"#])
      // Closed by the server: with 1001 (going away) by ours, or 1000 by the WebSocket layer's
      // own shutdown handler, whichever is first.
      let code = try #require(close?.closeCode)
      #expect(code == .goingAway || code == .normalClosure)
      // The server's run ends.
      try await tasks.waitForAll()
    }
    #expect(await server.registry.count == 0)
  }

  /// Without a script a button is a form post: with the session's token and the server's own
  /// origin, the click is applied and the answer redirects to the page, which shows the same
  /// session; anything else is refused and changes nothing.
  @Test func aButtonWorksWithoutJavaScript() async throws {
    let server = server { $0.allowedOrigins = ["http://localhost"] }
    try await server.application().test(.router) { client in
      let (id, token, control) = try await client.execute(uri: "/", method: .get) { response in
        let body = String(buffer: response.body)
        func value(after marker: String) -> String {
          String(body.split(separator: marker)[1].prefix(while: { $0 != "\"" }))
        }
        #expect(body.contains(#"<form id="tca-post" method="post" action="/.tca/event" hidden>"#))
        #expect(body.contains(#"form="tca-post" name="c" type="submit" value=""#))
        return (
          value(after: #"data-session=""#), value(after: #"name="t" value=""#),
          value(after: #"<button data-cid=""#)
        )
      }
      #expect(WebPage.eventPath == "/.tca/event")
      func post(
        _ body: String, origin: String = "http://localhost"
      ) async throws -> TestResponse {
        try await client.execute(
          uri: "/.tca/event", method: .post,
          headers: [.origin: origin, .contentType: "application/x-www-form-urlencoded"],
          body: ByteBuffer(string: body)
        ) { $0 }
      }
      // A wrong token, another origin, an unknown control: refused.
      #expect(try await post("s=\(id)&t=\(String(repeating: "0", count: 32))&c=\(control)").status == .forbidden)
      #expect(
        try await post("s=\(id)&t=\(token)&c=\(control)", origin: "http://evil.example").status
          == .forbidden)
      #expect(try await post("s=\(id)&t=\(token)&c=ffffffffffffffff").status == .badRequest)
      #expect(await MainActor.run { server.registry.session(id: id)?.tree.allText.contains("Count: 0") } == true)
      // The click: applied, then a redirect to the page, with the cookie naming the session.
      let response = try await post("s=\(id)&t=\(token)&c=\(control)")
      #expect(response.status == .seeOther)
      #expect(response.headers[.location] == "/")
      let cookie = try #require(response.headers[.setCookie])
      #expect(cookie.hasPrefix("tca-resume=\(id).\(token);"))
      #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
      // The page load after the redirect shows that session, counted once, and clears the
      // cookie.
      try await client.execute(
        uri: "/", method: .get, headers: [.cookie: "tca-resume=\(id).\(token)"]
      ) { page in
        let body = String(buffer: page.body)
        #expect(body.contains(#"data-session="\#(id)""#))
        #expect(body.contains("<p>Count: 1</p>"))
        #expect(page.headers[.setCookie]?.hasPrefix("tca-resume=;") == true)
      }
      #expect(await server.registry.count == 1)
    }
  }

  /// Over loopback: the WebSocket carries an event up and the patch down.
  @Test func aClickOverTheWebSocketPatchesThePage() async throws {
    let server = server()
    try await server.application().test(.live) { client in
      let (socket, control) = try await client.execute(uri: "/", method: .get) { response in
        let body = String(buffer: response.body)
        let socket = "/ws?" + socketQuery(ofPage: body)
        let control = String(
          body.split(separator: #"<button data-cid=""#)[1].prefix(16))
        return (socket, control)
      }
      let received = LockIsolated<[String]>([])
      try await client.ws(socket) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
        if case .text(let hello) = try await messages.next() { received.withValue { $0.append(hello) } }
        try await outbound.write(.text(#"{"t":"event","c":"\#(control)","e":"click","v":""}"#))
        if case .text(let patch) = try await messages.next() { received.withValue { $0.append(patch) } }
        try await outbound.write(.text("nonsense"))
        if case .text(let error) = try await messages.next() { received.withValue { $0.append(error) } }
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(
        received.value == [
          #"{"v":0,"u":"/"}"#,
          #"{"v":1,"p":[["t",[0,0],"Count: 1"]]}"#,
          #"{"e":"Malformed message: not a JSON object with a string field \"t\"."}"#,
        ])
    }
  }
}
