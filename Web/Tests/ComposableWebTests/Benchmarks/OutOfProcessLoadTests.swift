import Foundation
import Testing
import WebBenchmarks

/// `web-benchmark serve` and `drive`'s code, in one process with small numbers, so that CI keeps
/// it working (`Scripts/web-tail` runs them as two processes, in release).
@Suite(.timeLimit(.minutes(1)))
struct OutOfProcessLoadTests {
  @Test func aServedTargetIsDrivenOverItsPorts() async throws {
    let (targets, announced) = AsyncStream<LoadTarget>.makeStream()
    let serving = Task {
      try await WebBenchmarks.serveLoadTarget(sessions: 3) { announced.yield($0) }
    }
    var iterator = targets.makeAsyncIterator()
    let target = try #require(await iterator.next())
    #expect(target.sessions.count == 3)
    #expect(target.port != target.echoPort)
    // What `serve` prints and `drive` reads.
    let line = try JSONEncoder().encode(target)
    let read = try JSONDecoder().decode(LoadTarget.self, from: line)
    #expect(read.sessions.map(\.control) == target.sessions.map(\.control))

    let figures = try await WebBenchmarks.driveLoad(target: read, events: 12)
    #expect(figures.latency.samples.count == 12)
    #expect(figures.echo.samples.count == 12)
    #expect(figures.latency.line.hasPrefix("web-benchmark latency sessions=3 events=12 p50="))
    #expect(figures.latency.line.contains(" p999="))
    #expect(figures.echo.line.hasPrefix("web-benchmark echo-baseline sessions=3 events=12 p50="))
    serving.cancel()
    _ = await serving.result
  }
}
