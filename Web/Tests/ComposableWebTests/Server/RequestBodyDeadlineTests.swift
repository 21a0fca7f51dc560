import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableWeb

/// Once a request's head has arrived, the client has `requestBodyTimeout` to send the rest; then
/// the connection is closed, whether the route reads the body (a form post) or not (the server
/// reads what is left of it before the next request).
@Suite(.timeLimit(.minutes(1)))
struct RequestBodyDeadlineTests {
  /// The body's timeout differs from the head's, so that a test can tell their sleeps apart.
  static let bodyTimeout = Duration.seconds(20)

  @Test(arguments: [
    // A form post whose fields come a byte at a time (from the page's own origin, so that the
    // route reads them).
    "POST /.tca/event HTTP/1.1\r\nHost: localhost:PORT\r\nOrigin: http://localhost:PORT\r\n"
      + "Content-Length: 40\r\n\r\ns=a",
    // A page request with a body nobody reads, which the server would read to its end.
    "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 40\r\n\r\nx",
  ])
  func aBodyNotEndedInTimeIsClosedWhenItsTimeIsUp(request: String) async throws {
    try await withServer { port, clock, bodyDeadline in
      let connection = try RawConnection(port: port)
      try connection.send(request.replacingOccurrences(of: "PORT", with: "\(port)"))
      await bodyDeadline()
      let reading = Task { try await connection.readToEnd() }
      for _ in 1...3 {
        await clock.advance(by: .seconds(6))
        try connection.send("b")
      }
      await clock.advance(by: .seconds(2))
      // The connection ends at the deadline, bytes still arriving or not, after nothing (the post
      // was still reading its fields) or the page (if it was written by then).
      let outcome = await reading.result
      switch outcome {
      case .success(let response):
        #expect(response.isEmpty || request.hasPrefix("GET") && response.hasPrefix("HTTP/1.1 200"))
      case .failure(let error):
        #expect("\(error)" == "recv: \(ECONNRESET)")
      }
    }
  }

  @Test func aBodyThatEndsInTimeIsAnsweredAndKeepsItsConnection() async throws {
    try await withServer { port, clock, bodyDeadline in
      let connection = try RawConnection(port: port)
      // From the page's own origin, so that the route reads the body before it answers: its
      // answer then comes after the request's end, which stops the deadline.
      try connection.send(
        "POST /.tca/event HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
          + "Content-Length: 6\r\n\r\ns=")
      await bodyDeadline()
      await clock.advance(by: .seconds(19))
      try connection.send("none")
      // An unknown session's post is refused, but answered: the request was read in time.
      #expect(try await connection.readHead().hasPrefix("HTTP/1.1 403"))
      await clock.advance(by: .seconds(30))
      try connection.send("GET /favicon.ico HTTP/1.1\r\nHost: localhost\r\n\r\n")
      #expect(try await connection.readHead().contains("HTTP/1.1 200"))
    }
  }

  /// A server whose body timeout is `bodyTimeout`; `body` gets a function that returns once the
  /// deadline of the request just sent has started (each test sends one request with a body).
  func withServer(
    _ body: @escaping @Sendable (
      _ port: Int, _ clock: TestClock<Duration>, _ bodyDeadline: @escaping @Sendable () async -> Void
    ) async throws -> Void
  ) async throws {
    var configuration = WebConfiguration()
    configuration.requestBodyTimeout = Self.bodyTimeout
    try await withTestClockServer(configuration, label: "RequestBodyDeadlineTests") {
      port, clock, sleeps in
      let deadline = clock.now.advanced(by: Self.bodyTimeout)
      try await body(port, clock) {
        for await sleep in sleeps where sleep == deadline { return }
      }
    }
  }
}
