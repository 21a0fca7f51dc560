import CommandLineOptions
import ComposableArchitecture
import ComposableTerminal
import Foundation

/// The Counter program (see ``CounterOptions`` for its command line).
///
/// `--print-changes` reports every action and state change: to standard error (kept off the
/// screen while the app runs: the app says on exit which file it went to), or appended to FILE.
/// `--record FILE` records the session to FILE, for a test to replay (`Recording`) or for
/// `tca-recording` to turn into one.
public enum CounterApp {
  /// Runs the counter full screen until it quits.
  @MainActor
  public static func run(_ options: CounterOptions) async {
    let printer = CounterFeature.changePrinter(options.printChanges)
    // Recorded as itself: a recording names the feature it wraps, which its test runs. The
    // facts the client fetched are recorded too, for the test to give back. Inspected with
    // `--inspect`.
    let store = options.inspect.store(
      initialState: CounterFeature.State(),
      reducer: CounterFeature()
        ._record(
          to: options.record.url,
          dependencies: .results(of: \.numberFact.fetch, named: "numberFact.fetch")
        )
        ._printChanges(printer))
    await TerminalApp.run {
      CounterView(store: store)
    }
  }
}
