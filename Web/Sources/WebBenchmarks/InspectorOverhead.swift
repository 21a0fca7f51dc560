import ComposableArchitecture
import ComposableWeb

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
  /// What a send costs with the inspector attached and no page open, beside a plain send: `sends`
  /// sends to each store, in rounds that alternate between them; the fastest round of each counts
  /// (the others met the machine's other work).
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
    let clock = ContinuousClock()
    func time(_ store: StoreOf<InspectedBenchmarkCounter>) -> Duration {
      clock.measure {
        for _ in 0..<sends { store.send(.incrementButtonTapped) }
      }
    }
    var plainBest = Duration.seconds(1_000_000)
    var inspectedBest = Duration.seconds(1_000_000)
    for _ in 0..<rounds {
      plainBest = min(plainBest, time(plain))
      inspectedBest = min(inspectedBest, time(inspected))
    }
    return WebBenchmarkFigures.Overhead(sends: sends, plain: plainBest, inspected: inspectedBest)
  }
}

extension WebBenchmarkFigures {
  /// The time per send of a plain store and of one with the inspector attached (no page open).
  public struct Overhead: Sendable {
    /// How many sends each round timed.
    public let sends: Int
    /// The fastest round of the plain store.
    public let plain: Duration
    /// The fastest round of the inspected store.
    public let inspected: Duration

    static func nanoseconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    /// The inspected send's time over the plain one's.
    public var ratio: Double { Self.nanoseconds(inspected) / Self.nanoseconds(plain) }

    /// The line the benchmark prints.
    public var line: String {
      let perSend = { (duration: Duration) in
        (Self.nanoseconds(duration) / Double(self.sends) * 10).rounded() / 10
      }
      return "web-benchmark inspector sends=\(sends) plain=\(perSend(plain))ns/send"
        + " inspected-no-page=\(perSend(inspected))ns/send"
        + " ratio=\((ratio * 100).rounded() / 100)"
    }
  }
}
