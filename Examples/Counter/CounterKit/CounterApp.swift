import ComposableArchitecture
import ComposableTerminal

/// The Counter program: `Counter [--print-changes[=FILE]]`.
///
/// `--print-changes` reports every action and state change: to standard error (kept off the
/// screen while the app runs: the app says on exit which file it went to), or appended to FILE.
public enum CounterApp {
  /// Runs the counter full screen until it quits.
  @MainActor
  public static func run(arguments: [String]) async {
    let printer = CounterFeature.changePrinter(arguments: arguments)
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()._printChanges(printer)
    }
    await TerminalApp.run {
      CounterView(store: store)
    }
  }
}
