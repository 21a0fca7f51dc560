import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableWeb

/// A client has `requestHeadTimeout` from connecting to finish its first request's head, however
/// it spreads the bytes; then the connection is closed. (The wait for a kept-alive connection's
/// next request is Hummingbird's idle timeout, on the system's clock: Scripts/stress/web-faults.py
/// checks it against the running demo, with SIGTERM while such clients drip their bytes.)
@Suite(.timeLimit(.minutes(1)))
struct RequestHeadDeadlineTests {
  @Test(arguments: [
    // Nothing at all (a spare connection a browser opened ahead of need and never used).
    ("", ""),
    // A head a piece at a time: what arrives before the deadline does not move it.
    ("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: a", "b"),
  ])
  func aHeadNotEndedInTimeIsClosedWhenItsTimeIsUp(first: String, later: String) async throws {
    try await withTestClockServer(label: "RequestHeadDeadlineTests") { port, clock, sleeps in
      var sleeps = sleeps.makeAsyncIterator()
      let connection = try RawConnection(port: port)
      if !first.isEmpty { try connection.send(first) }
      _ = await sleeps.next()
      let reading = Task { try await connection.readToEnd() }
      await clock.advance(by: .seconds(6))
      if !later.isEmpty { try connection.send(later) }
      await clock.advance(by: .seconds(4))
      // Closed with nothing sent: an end of stream, or a reset if the last byte was still unread.
      let outcome = await reading.result
      switch outcome {
      case .success(let response): #expect(response == "")
      case .failure(let error): #expect("\(error)" == "recv: \(ECONNRESET)")
      }
    }
  }

  @Test func aHeadThatEndsInTimeKeepsItsConnection() async throws {
    try await withTestClockServer(label: "RequestHeadDeadlineTests") { port, clock, sleeps in
      var sleeps = sleeps.makeAsyncIterator()
      let connection = try RawConnection(port: port)
      try connection.send("GET /favicon.ico HTTP/1.1\r\n")
      _ = await sleeps.next()
      await clock.advance(by: .seconds(9))
      try connection.send("Host: localhost\r\n\r\n")
      #expect(try await connection.readHead().hasPrefix("HTTP/1.1 200"))
      await clock.advance(by: .seconds(30))
      try connection.send("GET /favicon.ico HTTP/1.1\r\nHost: localhost\r\n\r\n")
      #expect(try await connection.readHead().contains("HTTP/1.1 200"))
    }
  }

  @Test func aHeadsEndIsFoundHoweverItsBytesAreSplit() {
    let head = Array("\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\nbody".utf8)
    let end = head.firstIndex(of: UInt8(ascii: "b"))!
    for split in 0...head.count {
      var scanner = HeadEnd()
      let first = scanner.read(head[..<split])
      let ended = first || scanner.read(head[split...])
      #expect(ended)
      #expect(first == (split >= end))
    }
    var bareLineFeeds = HeadEnd()
    let bareLineFeedsEnd = bareLineFeeds.read(Array("GET / HTTP/1.1\nHost: x\n\n".utf8))
    #expect(bareLineFeedsEnd)
    var blankLinesOnly = HeadEnd()
    let blankLinesEnd = blankLinesOnly.read(Array("\r\n\r\n\n\n".utf8))
    #expect(!blankLinesEnd)
  }
}
