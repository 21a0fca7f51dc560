import CommandLineOptions
import ComposableArchitecture
import ComposableTerminal
import Foundation

/// The Counter program: `Counter [--print-changes[=FILE]] [--record FILE]`.
///
/// `--print-changes` reports every action and state change: to standard error (kept off the
/// screen while the app runs: the app says on exit which file it went to), or appended to FILE.
/// `--record FILE` records the session to FILE, for a test to replay (`Recording`) or for
/// `tca-recording` to turn into one.
public enum CounterApp {
  /// Runs the counter full screen until it quits.
  @MainActor
  public static func run(arguments: [String]) async {
    let printer = CounterFeature.changePrinter(arguments: arguments)
    let record: RecordOption
    do {
      record = try RecordOption(arguments: arguments)
    } catch {
      FileHandle.standardError.write(Data("Counter: \(error)\n".utf8))
      exit(EXIT_FAILURE)
    }
    let store = Store(initialState: CounterFeature.State()) {
      // Recorded as itself: a recording names the feature it wraps, which its test runs.
      CounterFeature()._record(to: record.url)._printChanges(printer)
    }
    await TerminalApp.run {
      CounterView(store: store)
    }
  }
}
