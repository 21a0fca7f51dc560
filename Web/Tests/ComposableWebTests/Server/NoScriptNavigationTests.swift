import ComposableArchitecture
import Foundation
import Logging
import ServiceLifecycle
import Testing

@testable import ComposableWeb

/// A tab without a script follows links with plain GETs: the session's links name it, so the
/// tab keeps its state; nothing else can use those URLs to act for it.
@Suite(.timeLimit(.minutes(1)))
struct NoScriptNavigationTests {
  /// The counter with a detail screen that has a back link.
  @MainActor
  static func scene(_ store: StoreOf<Counter>) -> WebScene {
    WebScene(
      path: { store.isShowingDetail ? "/detail" : "/" },
      navigate: { store.send(.pathChanged($0)) }
    ) {
      if store.isShowingDetail {
        return .element("main", children: [
          .element("h1", children: [.text("Detail of \(store.count)")]),
          .link("Back", path: "/") { store.send(.pathChanged("/")) },
        ])
      }
      return .element("main", children: [
        .element("p", children: [.text("Count: \(store.count)")]),
        .button("+") { store.send(.incrementButtonTapped) },
        .link("Detail", path: "/detail") { store.send(.detailButtonTapped) },
      ])
    }
  }

  /// Runs `body` with a server on a loopback port.
  func withServer(
    _ body: (_ port: Int, _ server: WebServer) async throws -> Void
  ) async throws {
    var configuration = WebConfiguration()
    configuration.port = 0
    let server = WebServer(configuration: configuration) { path in
      Self.scene(Store(initialState: Counter.State(isShowingDetail: path == "/detail")) { Counter() })
    }
    let (ports, listening) = AsyncStream<Int>.makeStream()
    let logger = Logger(label: "NoScriptNavigationTests")
    let group = ServiceGroup(
      configuration: .init(
        services: [server.application(logger: logger) { listening.yield($0) }], logger: logger))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      try await body(port, server)
      await group.triggerGracefulShutdown()
      try await tasks.waitForAll()
    }
  }

  /// A response, read to its end.
  struct Answer {
    let status: String
    let headers: [(String, String)]
    let body: String

    func header(_ name: String) -> String? {
      headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The value of the attribute after `marker` (`href="` …).
    func value(after marker: String) -> String? {
      self.values(after: marker).first
    }

    /// Every value of the attribute after `marker`, in the page's order.
    func values(after marker: String) -> [String] {
      body.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The first link of the page that acts for its session (the page's icon links are not).
    var sessionLink: String? {
      self.values(after: #"href=""#).first { $0.contains("?tca=") }
    }
  }

  /// Sends a GET (or `method`) over a raw socket, with exactly the headers given besides `Host`.
  func request(
    _ target: String, port: Int, method: String = "GET", host: String? = nil,
    headers: [String] = [], body: String = ""
  ) async throws -> Answer {
    var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
    for header in headers { head += header + "\r\n" }
    head += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
    let connection = try RawConnection(port: port)
    try connection.send(head)
    let response = try await connection.readToEnd()
    let (top, content) =
      response.range(of: "\r\n\r\n").map {
        (String(response[..<$0.lowerBound]), String(response[$0.upperBound...]))
      } ?? (response, "")
    let lines = top.components(separatedBy: "\r\n")
    let headers = lines.dropFirst().compactMap { line -> (String, String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]),
        String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      )
    }
    return Answer(status: lines.first ?? "", headers: headers, body: content)
  }

  /// The cookie a redirect sets (`name=value`), for the next request.
  func cookie(_ answer: Answer) -> String? {
    answer.header("Set-Cookie")?.split(separator: ";").first.map(String.init)
  }

  @Test func aTabWithoutAScriptKeepsItsSessionThroughItsLinks() async throws {
    try await withServer { port, server in
      let first = try await request("/", port: port)
      let id = try #require(first.value(after: #"data-session=""#))
      let token = try #require(first.value(after: #"name="t" value=""#))
      let button = try #require(first.value(after: #"<button data-cid=""#))
      // The link names the session and itself.
      let detail = try #require(first.sessionLink)
      #expect(detail.hasPrefix("/detail?tca=\(id).\(token)."))

      // A click (a form post), then the page it redirects to.
      let posted = try await request(
        "/.tca/event", port: port, method: "POST",
        headers: [
          "Origin: http://127.0.0.1:\(port)", "Content-Type: application/x-www-form-urlencoded",
        ],
        body: "s=\(id)&t=\(token)&c=\(button)")
      #expect(posted.status == "HTTP/1.1 303 See Other")

      // The link, from the page (as a browser sends it): the click applies to the session, and
      // the redirect shows its page at the clean URL.
      let followed = try await request(
        detail, port: port, headers: ["Sec-Fetch-Site: same-origin"])
      #expect(followed.status == "HTTP/1.1 303 See Other")
      #expect(followed.header("Location") == "/detail")
      let resume = try #require(cookie(followed))
      #expect(resume == "tca-resume=\(id).\(token)")
      let detailPage = try await request("/detail", port: port, headers: ["Cookie: \(resume)"])
      #expect(detailPage.body.contains(#"data-session="\#(id)""#))
      #expect(detailPage.body.contains("<h1>Detail of 1</h1>"))

      // The back link, from a browser that sends a Referer but no Sec-Fetch-Site.
      let back = try #require(detailPage.sessionLink)
      #expect(back.hasPrefix("/?tca=\(id).\(token)."))
      let backed = try await request(
        back, port: port, headers: ["Referer: http://127.0.0.1:\(port)/detail"])
      #expect(backed.header("Location") == "/")
      let home = try await request("/", port: port, headers: ["Cookie: \(try #require(cookie(backed)))"])
      #expect(home.body.contains(#"data-session="\#(id)""#))
      #expect(home.body.contains("<p>Count: 1</p>"))
      #expect(await server.registry.count == 1)
    }
  }

  /// The link's URL acts only for the tab that rendered it, on the server's own name: pasted
  /// into another browser, linked to from another site, sent for another host, with a wrong
  /// token, or once the tab's script connected, it gives a fresh session for its path (or, for
  /// an unlisted host, nothing).
  @Test func aLinksURLDoesNotActForTheSessionFromElsewhere() async throws {
    try await withServer { port, server in
      let first = try await request("/", port: port)
      let id = try #require(first.value(after: #"data-session=""#))
      let detail = try #require(first.sessionLink)
      let control = String(try #require(detail.split(separator: ".").last))

      func isUntouched() async -> Bool {
        await MainActor.run { server.registry.session(id: id)?.path == "/" }
      }
      func expectFreshSession(_ answer: Answer, _ comment: Comment) {
        #expect(answer.status == "HTTP/1.1 303 See Other", comment)
        #expect(answer.header("Location") == "/detail", comment)
        #expect(answer.header("Set-Cookie") == nil, comment)
      }
      // Pasted into the address bar (here or in another browser), or from another site.
      for site in ["none", "cross-site", "same-site"] {
        let answer = try await request(detail, port: port, headers: ["Sec-Fetch-Site: \(site)"])
        expectFreshSession(answer, "Sec-Fetch-Site: \(site)")
      }
      expectFreshSession(try await request(detail, port: port), "neither header")
      expectFreshSession(
        try await request(detail, port: port, headers: ["Referer: http://evil.example/"]),
        "another site's Referer")
      // A rebinding name is refused before any route.
      let rebound = try await request(
        detail, port: port, host: "evil.example:\(port)",
        headers: ["Referer: http://evil.example:\(port)/"])
      #expect(rebound.status == "HTTP/1.1 421 Misdirected Request")
      // A wrong token; the other items of the query stay.
      let zeros = String(repeating: "0", count: 32)
      expectFreshSession(
        try await request(
          "/detail?tca=\(id).\(zeros).\(control)", port: port,
          headers: ["Sec-Fetch-Site: same-origin"]),
        "a wrong token")
      let kept = try await request(
        "/detail?a=1&tca=\(id).\(zeros).\(control)&b=2", port: port,
        headers: ["Sec-Fetch-Site: same-origin"])
      #expect(kept.header("Location") == "/detail?a=1&b=2")
      // The clean URL stays on this server, whatever the path looks like.
      for path in ["//evil.example/x", "/\\evil.example/x"] {
        let away = try await request("\(path)?tca=\(id).\(zeros).\(control)", port: port)
        #expect(away.header("Location") == "/evil.example/x", "\(path)")
      }
      #expect(await isUntouched())

      // Once the tab's script connected, a GET of its link is a new tab opened from it.
      let socket = try RawConnection(port: port)
      try socket.send(
        """
        GET /ws?\(socketQuery(ofPage: first.body)) HTTP/1.1\r
        Host: 127.0.0.1:\(port)\r
        Origin: http://127.0.0.1:\(port)\r
        Upgrade: websocket\r
        Connection: Upgrade\r
        Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
        Sec-WebSocket-Version: 13\r
        \r

        """)
      #expect(try await socket.readHead().hasPrefix("HTTP/1.1 101"))
      expectFreshSession(
        try await request(detail, port: port, headers: ["Sec-Fetch-Site: same-origin"]),
        "a tab whose script connected")
      #expect(await isUntouched())
    }
  }
}
