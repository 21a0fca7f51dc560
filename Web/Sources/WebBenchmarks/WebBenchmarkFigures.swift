/// What the web benchmark measured, one type per figure, each with the line it prints.
///
/// ```swift
/// let figure = try await WebBenchmarks.memoryPerIdleSession(sessions: 1_000)
/// print(figure.line)  // web-benchmark memory sessions=1000 bytes/session=7600
/// ```
public enum WebBenchmarkFigures {
  /// The growth of the process's resident memory per idle session opened.
  public struct Memory: Sendable {
    /// How many sessions were opened.
    public let sessions: Int
    /// The growth of the resident set, divided by ``sessions``.
    public let bytesPerSession: Int

    /// The line the benchmark prints.
    public var line: String {
      "web-benchmark memory sessions=\(sessions) bytes/session=\(bytesPerSession)"
    }
  }

  /// What a page and a one-field change weigh, in UTF-8 bytes.
  public struct Bytes: Sendable {
    /// The first page's whole HTML document.
    public let page: Int
    /// The frame that carries the change (its patches and version).
    public let updateFrame: Int
    /// The patches alone.
    public let patches: Int

    /// The line the benchmark prints.
    public var line: String {
      "web-benchmark bytes page=\(page) update-frame=\(updateFrame) patches=\(patches)"
    }
  }

  /// Round-trip times over loopback WebSockets, from writing a frame to the next frame back.
  public struct Latency: Sendable {
    /// What was timed, e.g. `latency sessions=100`.
    public let label: String
    /// Every round trip, in the order they were timed.
    public let samples: [Duration]

    /// The round trip below which the fraction `p` of the samples fall, in milliseconds.
    public func percentile(_ p: Double) -> Double {
      let sorted = samples.sorted()
      let value = sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
      return Double(value.components.attoseconds) / 1e15 + Double(value.components.seconds) * 1e3
    }

    /// The line the benchmark prints.
    public var line: String {
      "web-benchmark \(label) events=\(samples.count)"
        + " p50=\(percentile(0.5))ms p99=\(percentile(0.99))ms p999=\(percentile(0.999))ms"
    }
  }
}
