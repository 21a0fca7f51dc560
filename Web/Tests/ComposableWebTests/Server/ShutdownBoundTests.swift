import ComposableArchitecture
import Testing

@testable import ComposableWeb

/// A shutdown ends within the grace period whatever clients do: one that never finishes its
/// request's headers, one that never answers the WebSocket's close frame.
@Suite(.timeLimit(.minutes(1)))
struct ShutdownBoundTests {
  /// Runs a server on a test clock, lets `misbehave` connect, shuts the server down, and moves
  /// the clock on by the grace period until the server's run ends.
  func shutdownEnds(misbehave: @escaping @Sendable (_ port: Int) async throws -> RawConnection)
    async throws
  {
    let clock = TestClock()
    var configuration = WebConfiguration()
    configuration.clock = clock
    configuration.shutdownGracePeriod = .seconds(5)
    try await runCounterServer(configuration, label: "ShutdownBoundTests") { port, group, hasEnded in
      let connection = try await misbehave(port)
      await group.triggerGracefulShutdown()
      // The grace period's timer starts once the shutdown reaches it: move the clock on until
      // the run ends. Without the bound, it never does (and the time limit fails the test).
      var advances = 0
      while !hasEnded.value {
        await clock.advance(by: .seconds(5))
        advances += 1
        await Task.yield()
      }
      #expect(advances >= 1)
      withExtendedLifetime(connection) {}
    }
  }

  @Test func aRequestWhoseHeadersNeverEndDoesNotHoldTheShutdown() async throws {
    try await shutdownEnds { port in
      let connection = try RawConnection(port: port)
      try connection.send("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
      return connection
    }
  }

  @Test func aWebSocketThatNeverAnswersTheCloseDoesNotHoldTheShutdown() async throws {
    try await shutdownEnds { port in
      let pageConnection = try RawConnection(port: port)
      try pageConnection.send("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
      let page = try await pageConnection.readToEnd()
      let connection = try RawConnection(port: port)
      try connection.send(
        """
        GET /ws?\(socketQuery(ofPage: page)) HTTP/1.1\r
        Host: localhost\r
        Origin: http://localhost\r
        Upgrade: websocket\r
        Connection: Upgrade\r
        Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
        Sec-WebSocket-Version: 13\r
        \r

        """)
      let head = try await connection.readHead()
      #expect(head.hasPrefix("HTTP/1.1 101"))
      // From here on it reads nothing and answers nothing.
      return connection
    }
  }
}
