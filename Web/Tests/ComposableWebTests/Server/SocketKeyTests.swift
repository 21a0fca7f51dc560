import ComposableArchitecture
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import Testing

@_spi(Benchmarks) @testable import ComposableWeb

/// A link copied from a tab (pasted into a chat, read from a proxy's log) carries the session's
/// id and form token: neither opens the session's socket, nor takes it from its owner.
@Suite(.timeLimit(.minutes(1)))
struct SocketKeyTests {
  /// What the page's first link carries: `tca=ID.TOKEN.CONTROL`.
  static func linkItem(ofPage html: String) throws -> (id: String, token: String, control: String) {
    let item = try #require(html.split(separator: "?tca=").dropFirst().first?.prefix { $0 != "\"" })
    let parts = item.split(separator: ".").map(String.init)
    try #require(parts.count == 3)
    return (parts[0], parts[1], parts[2])
  }

  /// The first text frame a WebSocket opened with `query` gets, over a raw connection (the test
  /// client's WebSocket can miss a frame that a close follows at once).
  static func firstFrame(port: Int, query: String) async throws -> String {
    let connection = try RawConnection(port: port)
    try connection.send(
      """
      GET /ws?\(query) HTTP/1.1\r
      Host: localhost:\(port)\r
      Origin: http://localhost:\(port)\r
      Upgrade: websocket\r
      Connection: Upgrade\r
      Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
      Sec-WebSocket-Version: 13\r
      \r

      """)
    let head = try await connection.readHead()
    try #require(head.hasPrefix("HTTP/1.1 101"), "\(head)")
    // A server's frame is unmasked; these are short (a length under 126).
    let header = try await connection.read(count: 2)
    try #require(header.count == 2 && header[0] == 0x81 && header[1] < 126)
    return String(decoding: try await connection.read(count: Int(header[1])), as: UTF8.self)
  }

  @Test func aSocketWithOnlyWhatALinkCarriesIsRefusedAndTheOwnersStaysOpen() async throws {
    var configuration = WebConfiguration()
    configuration.allowedOrigins = ["ws://localhost"]
    configuration.port = 0
    configuration.clock = TestClock()
    let server = WebServer(configuration: configuration) { _ in
      counterScene(Store(initialState: Counter.State()) { Counter() })
    }
    try await server.application().test(.live) { client in
      let page = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      let link = try Self.linkItem(ofPage: page)
      let button = String(page.split(separator: #"<button data-cid=""#)[1].prefix(16))
      let refused = LockIsolated<[String]>([])
      let ownerFrames = LockIsolated<[String]>([])
      let close = try await client.ws("/ws?" + socketQuery(ofPage: page)) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
        _ = try await messages.next()
        // Someone with the link: its id alone, its id with its token as the key, and a page of
        // their own that asks to rejoin the link's session.
        let stranger = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
        for query in [
          "s=\(link.id)&v=0",
          "s=\(link.id)&k=\(link.token)&v=0",
          socketQuery(ofPage: stranger) + "&r=\(link.id).\(link.token)",
        ] {
          let frame = try await Self.firstFrame(port: try #require(client.port), query: query)
          refused.withValue { $0.append(frame) }
        }
        // The owner's socket is still the session's.
        try await outbound.write(.text(#"{"t":"event","c":"\#(button)","e":"click","v":""}"#))
        if case .text(let patch) = try await messages.next() {
          ownerFrames.withValue { $0.append(patch) }
        }
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(
        refused.value == [
          #"{"e":"This page's session has expired; reload the page.","reload":true}"#,
          #"{"e":"This page's session has expired; reload the page.","reload":true}"#,
          // The stranger's own session, fresh: not the link's.
          #"{"v":0,"u":"/"}"#,
        ])
      #expect(ownerFrames.value == [#"{"v":1,"p":[["t",[0,0],"Count: 1"]]}"#])
      #expect(close?.closeCode == .normalClosure)
    }
  }

  /// The link's token is the form token: once the tab's socket attached, a form post with it is
  /// refused too (the tab's clicks go over its socket), so the copied link cannot click for it.
  @MainActor
  @Test func aFormPostWithALinksTokenIsRefusedOnceTheTabConnected() throws {
    var configuration = WebConfiguration()
    configuration.clock = TestClock()
    let store = Store(initialState: Counter.State()) { Counter() }
    let registry = WebSessionRegistry(configuration: configuration) { _ in counterScene(store) }
    let session = try registry.openSession(path: "/")
    let button = try #require(session.tree.controlID(.click, containing: "+"))
    let connection = registry.connect(
      sessionID: session.id, key: session.socketKey, version: 0, send: { _, _ in })
    #expect(connection != nil)
    #expect(throws: WebSessionError.unknownSession) {
      try registry.post(sessionID: session.id, token: session.formToken, controlID: button)
    }
    #expect(store.count == 0)
  }
}
