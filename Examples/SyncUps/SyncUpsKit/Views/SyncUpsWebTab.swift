import CommandLineOptions
import ComposableArchitecture
import ComposableTerminal
import Foundation

extension SyncUpsApp {
  /// Prepares `SyncUps --web`: reads `--data PATH` and `--database` (see `run`). (On SIGINT or
  /// SIGTERM the server closes the tabs' sockets and returns, and the program ends normally after
  /// `finishSaving()`.)
  @MainActor
  public static func prepareWeb(_ options: SyncUpsOptions) async {
    await prepareStorage(options)
  }

  /// A browser tab's app, for `SyncUps --web`: its own store, shown by the very views the
  /// terminal shows, without the terminal's key hints and Quit button. The sync-ups themselves
  /// are `@Shared` in their file or database, so every tab sees the same list.
  ///
  /// - Parameter inspect: `--inspect`, for the tab whose store it applies to (the first tab's),
  ///   or `nil`.
  @MainActor
  public static func webTab(inspect: InspectOption? = nil) -> some View {
    AppView(
      store: (inspect ?? .none).store(
        initialState: AppFeature.State(), reducer: AppFeature()),
      showsTerminalControls: false)
  }
}
