import Testing
import WebBenchmarks

/// The web benchmark's code path, with small numbers, so that CI keeps it working: each figure
/// is produced and sane. Not a timing assertion (`web-benchmark` in release measures).
@Suite(.serialized, .timeLimit(.minutes(1)))
struct WebBenchmarksTests {
  @Test func memoryPerIdleSessionIsMeasured() async throws {
    let figure = try await WebBenchmarks.memoryPerIdleSession(sessions: 100)
    #expect(figure.sessions == 100)
    // About 8 KiB in release; other tests of the process allocate at the same time, so only a
    // generous bound.
    #expect(abs(figure.bytesPerSession) < 256 * 1024)
    #expect(figure.line.hasPrefix("web-benchmark memory sessions=100 bytes/session="))
  }

  @Test func aOneFieldChangeIsWeighedAgainstThePage() async throws {
    let figure = try await WebBenchmarks.bytesPerOneFieldChange()
    // `[["t",[0,0],"Count: 1"]]`
    #expect(figure.patches == 24)
    #expect(figure.updateFrame > figure.patches)
    #expect(figure.page > 1_000)
    #expect(
      figure.line
        == "web-benchmark bytes page=\(figure.page) update-frame=\(figure.updateFrame) patches=24")
  }

  @Test func eventToPatchRoundTripsAreTimed() async throws {
    let figure = try await WebBenchmarks.eventToPatchLatency(sessions: 3, events: 12)
    #expect(figure.samples.count == 12)
    #expect(figure.samples.allSatisfy { $0 > .zero })
    #expect(figure.percentile(0.5) <= figure.percentile(0.99))
    #expect(figure.line.hasPrefix("web-benchmark latency sessions=3 events=12 p50="))
  }

  @Test func theEchoBaselineIsTimedTheSameWay() async throws {
    let figure = try await WebBenchmarks.echoRoundTripBaseline(sockets: 3, events: 12)
    #expect(figure.samples.count == 12)
    #expect(figure.samples.allSatisfy { $0 > .zero })
    #expect(figure.percentile(0.5) <= figure.percentile(0.99))
    #expect(figure.line.hasPrefix("web-benchmark echo-baseline sessions=3 events=12 p50="))
  }

  @Test func theInspectorsOverheadIsTimedBesideAPlainSend() async {
    let figure = await MainActor.run { WebBenchmarks.inspectorOverhead(sends: 100, rounds: 2) }
    #expect(figure.sends == 100)
    #expect(figure.plain > .zero && figure.inspected > .zero && figure.withPage > .zero)
    #expect(figure.line.hasPrefix("web-benchmark inspector sends=100 plain="))
    #expect(figure.line.contains("ns/send inspected-no-page="))
    #expect(figure.line.contains(" page-open="))
  }
}
