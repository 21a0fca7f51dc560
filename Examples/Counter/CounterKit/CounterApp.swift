import ComposableArchitecture
import ComposableTerminal

/// The Counter program: `Counter [--print-changes[=FILE]]`.
///
/// `--print-changes` reports every action and state change: to standard error, or appended
/// to FILE (useful, since standard error shares the terminal with the app's screen).
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
