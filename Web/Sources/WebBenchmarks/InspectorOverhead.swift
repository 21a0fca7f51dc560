import ComposableArchitecture
@_spi(Benchmarks) import ComposableWeb

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
  /// What a send costs with the inspector attached and no page open, and with a page open
  /// (recording, each step's summary encoded for the page), beside a plain send: `sends` sends
  /// to each store, in rounds that alternate between them; the fastest round of each counts (the
  /// others met the machine's other work).
  @MainActor
  public static func inspectorOverhead(sends: Int, rounds: Int = 5) -> WebBenchmarkFigures.Overhead {
    let plain = Store(initialState: InspectedBenchmarkCounter.State()) {
      InspectedBenchmarkCounter()
    }
    // Port 0: a free port; the page's URL goes to standard error, and no page opens.
    let inspected = Store(
      initialState: InspectedBenchmarkCounter.State(), inspectingAt: "127.0.0.1:0"
    ) {
      InspectedBenchmarkCounter()
    }
    // The page's frames are dropped: what is timed is the inspector's work on the main actor.
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
    for _ in 0..<rounds {
      plainBest = min(plainBest, time(plain))
      inspectedBest = min(inspectedBest, time(inspected))
      withPageBest = min(withPageBest, time(withPage))
    }
    return WebBenchmarkFigures.Overhead(
      sends: sends, plain: plainBest, inspected: inspectedBest, withPage: withPageBest)
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
    /// The fastest round of the inspected store with a page open.
    public let withPage: Duration

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
      return "web-benchmark inspector sends=\(sends) plain=\(perSend(plain))ns/send"
        + " inspected-no-page=\(perSend(inspected))ns/send"
        + " ratio=\((ratio * 100).rounded() / 100)"
        + " page-open=\(perSend(withPage))ns/send page-ratio=\((pageRatio * 100).rounded() / 100)"
    }
  }
}
