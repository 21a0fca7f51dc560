import ComposableArchitecture
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import Testing

@_spi(Benchmarks) @testable import ComposableWeb

/// One client that only GETs pages (a script, or another site's page firing no-cors requests at
/// a local server) does not fill the server: another visitor still gets a page and a session.
@Suite(.timeLimit(.minutes(1)))
struct SessionFloodTests {
  @Test func aFloodOfPageLoadsFromOneClientLeavesRoomForAnother() async throws {
    var configuration = WebConfiguration()
    configuration.allowedOrigins = ["ws://localhost"]
    configuration.port = 0
    configuration.maxSessions = 20
    // Nothing expires while the test runs: the room comes from the registry, not from time.
    configuration.clock = TestClock()
    let server = WebServer(configuration: configuration) { _ in
      counterScene(Store(initialState: Counter.State()) { Counter() })
    }
    try await server.application().test(.live) { client in
      @Sendable func flood() async throws -> [HTTPResponse.Status] {
        var statuses: [HTTPResponse.Status] = []
        for _ in 1...100 {
          statuses.append(try await client.execute(uri: "/", method: .get) { $0.status })
        }
        return statuses
      }
      #expect(Set(try await flood()) == [.ok])
      // The visitor's page, and its socket, whose session a second flood does not take.
      let page = try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        return String(buffer: response.body)
      }
      let button = try #require(
        page.split(separator: #"<button data-cid=""#).dropFirst().first?.prefix(16))
      let frames = LockIsolated<[String]>([])
      try await client.ws("/ws?" + socketQuery(ofPage: page)) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
        if case .text(let hello) = try await messages.next() { frames.withValue { $0.append(hello) } }
        #expect(Set(try await flood()) == [.ok])
        try await outbound.write(.text(#"{"t":"event","c":"\#(button)","e":"click","v":""}"#))
        if case .text(let patch) = try await messages.next() { frames.withValue { $0.append(patch) } }
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(frames.value == [#"{"v":0,"u":"/"}"#, #"{"v":1,"p":[["t",[0,0],"Count: 1"]]}"#])
      #expect(await server.registry.count <= 20)
    }
  }
}
