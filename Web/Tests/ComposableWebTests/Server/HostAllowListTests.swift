import ComposableArchitecture
import Foundation
import Logging
import ServiceLifecycle
import Testing

@testable import ComposableWeb

/// DNS rebinding: a page on a name its owner points at this machine is same-origin with itself,
/// so only the `Host` it sends tells it apart from the app's own pages.
@Suite(.timeLimit(.minutes(1)))
struct HostAllowListTests {
  func list(_ configure: (inout WebConfiguration) -> Void = { _ in }) -> HostAllowList {
    var configuration = WebConfiguration()
    configure(&configuration)
    return HostAllowList(configuration: configuration)
  }

  @Test func onLoopbackOnlyLocalNamesAndLoopbackAddressesAreServed() {
    let hosts = list()
    #expect(hosts.allows(authority: "127.0.0.1:8080"))
    #expect(hosts.allows(authority: "127.0.0.1"))
    #expect(hosts.allows(authority: "localhost:8080"))
    #expect(hosts.allows(authority: "LOCALHOST.:8080"))
    #expect(hosts.allows(authority: "[::1]:8080"))
    #expect(!hosts.allows(authority: "evil.example:8080"))
    #expect(!hosts.allows(authority: "evil.example"))
    #expect(!hosts.allows(authority: "localhost.evil.example:8080"))
    #expect(!hosts.allows(authority: "192.168.1.5:8080"))
    // Not an authority at all.
    #expect(!hosts.allows(authority: ""))
    #expect(!hosts.allows(authority: "localhost:80x"))
    #expect(!hosts.allows(authority: "user@localhost"))
    #expect(!hosts.allows(authority: "[::1"))
  }

  @Test func onEveryAddressAnyAddressButNoUnlistedNameIsServed() {
    for wildcard in ["0.0.0.0", "::"] {
      let hosts = list { $0.host = wildcard }
      #expect(hosts.allows(authority: "192.168.1.5:8080"))
      #expect(hosts.allows(authority: "[fe80::1]:8080"))
      #expect(hosts.allows(authority: "localhost:8080"))
      #expect(!hosts.allows(authority: "evil.example:8080"))
    }
  }

  @Test func onOneAddressThatAddressIsServed() {
    let hosts = list { $0.host = "192.168.1.5" }
    #expect(hosts.allows(authority: "192.168.1.5:8080"))
    #expect(!hosts.allows(authority: "192.168.1.6:8080"))
    #expect(!hosts.allows(authority: "127.0.0.1:8080"))
  }

  @Test func configuredNamesAndTheHostsOfAllowedOriginsAreServed() {
    let hosts = list {
      $0.host = "0.0.0.0"
      $0.allowedHosts = ["App.Example.com"]
      $0.allowedOrigins = ["https://tabs.example.org:8443"]
    }
    #expect(hosts.allows(authority: "app.example.com"))
    #expect(hosts.allows(authority: "app.example.com:443"))
    #expect(hosts.allows(authority: "tabs.example.org:8443"))
    #expect(!hosts.allows(authority: "example.com"))
  }

  @Test func aRequestWithoutAHostIsNotARebinding() {
    #expect(list().allows(authority: nil))
  }

  /// Over a real socket, as the rebinding page's browser would send it: the page and the
  /// WebSocket upgrade, for the attacker's name (refused) and the server's own (served).
  @Test func aRebindingPageGetsNeitherThePageNorTheWebSocket() async throws {
    var configuration = WebConfiguration()
    configuration.port = 0
    configuration.allowedHosts = ["app.example.com"]
    let server = WebServer(configuration: configuration) { _ in
      counterScene(Store(initialState: Counter.State()) { Counter() })
    }
    let (ports, listening) = AsyncStream<Int>.makeStream()
    let group = ServiceGroup(
      configuration: .init(
        services: [server.application(logger: Logger(label: "HostAllowListTests")) {
          listening.yield($0)
        }],
        logger: Logger(label: "HostAllowListTests")))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      func status(_ head: String) async throws -> String {
        let response = try await RawHTTP.exchange(port: port, request: head + "\r\n")
        return response.components(separatedBy: "\r\n").first ?? ""
      }
      func page(host: String) async throws -> String {
        try await status("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n")
      }
      func upgrade(host: String) async throws -> String {
        try await status(
          """
          GET /ws?s=0&v=0 HTTP/1.1\r
          Host: \(host)\r
          Origin: http://\(host)\r
          Upgrade: websocket\r
          Connection: Upgrade\r
          Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
          Sec-WebSocket-Version: 13\r

          """)
      }
      #expect(try await page(host: "evil.example:\(port)") == "HTTP/1.1 421 Misdirected Request")
      // The WebSocket layer answers every refused upgrade with 400.
      #expect(try await upgrade(host: "evil.example:\(port)") == "HTTP/1.1 400 Bad Request")
      #expect(try await page(host: "127.0.0.1:\(port)") == "HTTP/1.1 200 OK")
      #expect(try await page(host: "localhost:\(port)") == "HTTP/1.1 200 OK")
      #expect(try await page(host: "app.example.com") == "HTTP/1.1 200 OK")
      #expect(try await upgrade(host: "127.0.0.1:\(port)") == "HTTP/1.1 101 Switching Protocols")
      await group.triggerGracefulShutdown()
      try await tasks.waitForAll()
    }
  }
}
