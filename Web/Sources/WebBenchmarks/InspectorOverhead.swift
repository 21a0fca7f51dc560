import ComposableArchitecture
@_spi(Benchmarks) import ComposableWeb
import Foundation

/// The counter whose sends the inspector benchmark times: an action that changes one field.
@Reducer
struct InspectedBenchmarkCounter {
  @ObservableState
  struct State: Codable {
    var count = 0
  }
  enum Action: Codable {
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

extension WebBenchmarks {
  /// What a send costs with the inspector attached and no page open, and with a page open,
  /// beside a plain send: `sends` sends to each store, in rounds that alternate between them; the
  /// fastest round of each counts (the others met the machine's other work).
  ///
  /// With a page open, the sends go in batches of `batch`, each followed by the flush that
  /// queues their steps for the page (the inspector flushes once per 15 ms, however many sends
  /// came), timed: the main actor's work. Then, untimed, a wait until the page was sent them (the
  /// action paths and JSON are made on the inspector's queue); the CPU time of all threads over
  /// the round counts that work too.
  @MainActor
  public static func inspectorOverhead(sends: Int, rounds: Int = 5, batch: Int = 100)
    -> WebBenchmarkFigures.Overhead
  {
    let plain = Store(initialState: InspectedBenchmarkCounter.State()) {
      InspectedBenchmarkCounter()
    }
    // Port 0: a free port; the page's URL goes to standard error, and no page opens.
    let inspected = Store(
      initialState: InspectedBenchmarkCounter.State(), inspectingAt: "127.0.0.1:0"
    ) {
      InspectedBenchmarkCounter()
    }
    // The page's frames are dropped: what is timed is the inspector's work.
    let withPage = Store._inspectedWithPageOpen(
      initialState: InspectedBenchmarkCounter.State(), reducer: InspectedBenchmarkCounter()
    ) { _ in }
    let clock = ContinuousClock()
    func time(_ store: StoreOf<InspectedBenchmarkCounter>) -> Duration {
      clock.measure {
        for _ in 0..<sends { store.send(.incrementButtonTapped) }
      }
    }
    var plainBest = Duration.seconds(1_000_000)
    var inspectedBest = Duration.seconds(1_000_000)
    var withPageBest = Duration.seconds(1_000_000)
    var withPageCPUBest = Duration.seconds(1_000_000)
    for _ in 0..<rounds {
      plainBest = min(plainBest, time(plain))
      inspectedBest = min(inspectedBest, time(inspected))
      var withPageTime = Duration.zero
      let cpuBefore = processCPUTime()
      var sent = 0
      while sent < sends {
        let count = min(batch, sends - sent)
        withPageTime += clock.measure {
          for _ in 0..<count { withPage.store.send(.incrementButtonTapped) }
          withPage.flush()
        }
        withPage.waitUntilSent()
        sent += count
      }
      withPageCPUBest = min(withPageCPUBest, processCPUTime() - cpuBefore)
      withPageBest = min(withPageBest, withPageTime)
    }
    return WebBenchmarkFigures.Overhead(
      sends: sends, plain: plainBest, inspected: inspectedBest, withPage: withPageBest,
      withPageCPU: withPageCPUBest)
  }

  /// The CPU time of all the process's threads so far (user and system).
  static func processCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }
}

extension WebBenchmarkFigures {
  /// The time per send of a plain store and of one with the inspector attached, with no page open
  /// and with one.
  public struct Overhead: Sendable {
    /// How many sends each round timed.
    public let sends: Int
    /// The fastest round of the plain store.
    public let plain: Duration
    /// The fastest round of the inspected store, no page open.
    public let inspected: Duration
    /// The fastest round of the inspected store with a page open, on the main actor.
    public let withPage: Duration
    /// The least CPU time of all threads of a round with a page open, up to when the page was
    /// sent every step.
    public let withPageCPU: Duration

    static func nanoseconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    /// The inspected send's time (no page open) over the plain one's.
    public var ratio: Double { Self.nanoseconds(inspected) / Self.nanoseconds(plain) }
    /// The inspected send's time with a page open over the plain one's.
    public var pageRatio: Double { Self.nanoseconds(withPage) / Self.nanoseconds(plain) }

    /// The line the benchmark prints.
    public var line: String {
      let perSend = { (duration: Duration) in
        (Self.nanoseconds(duration) / Double(self.sends) * 10).rounded() / 10
      }
      let rounded = { (ratio: Double) in (ratio * 100).rounded() / 100 }
      return "web-benchmark inspector sends=\(sends) plain=\(perSend(plain))ns/send"
        + " inspected-no-page=\(perSend(inspected))ns/send ratio=\(rounded(ratio))"
        + " page-open=\(perSend(withPage))ns/send page-ratio=\(rounded(pageRatio))"
        + " page-open-cpu-all-threads=\(perSend(withPageCPU))ns/send"
    }
  }
}
