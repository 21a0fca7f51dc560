import ComposableArchitecture
import ComposableTerminal

extension CounterApp {
  /// A browser tab's counter, for `Counter --web`: its own store, shown by the very view the
  /// terminal shows, without the terminal's key hint and Quit button.
  ///
  /// - Parameter options: The program's options; `--print-changes` applies to every tab.
  @MainActor
  public static func webTab(_ options: CounterOptions) -> some View {
    let printer = CounterFeature.changePrinter(options.printChanges)
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()._printChanges(printer)
    }
    return CounterView(store: store, showsTerminalControls: false)
  }
}
