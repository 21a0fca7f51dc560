import CommandLineOptions
import ComposableArchitecture
import ComposableTerminal

extension CounterApp {
  /// A browser tab's counter, for `Counter --web`: its own store, shown by the very view the
  /// terminal shows, without the terminal's key hint and Quit button.
  ///
  /// - Parameters:
  ///   - options: The program's options; `--print-changes` applies to every tab.
  ///   - isInspected: Whether `--inspect` applies to this tab's store (the first tab's).
  @MainActor
  public static func webTab(_ options: CounterOptions, isInspected: Bool = false) -> some View {
    let printer = CounterFeature.changePrinter(options.printChanges)
    let store = (isInspected ? options.inspect : .none).store(
      initialState: CounterFeature.State(), reducer: CounterFeature()._printChanges(printer))
    return CounterView(store: store, showsTerminalControls: false)
  }
}
