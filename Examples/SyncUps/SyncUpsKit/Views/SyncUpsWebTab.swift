import ComposableArchitecture
import ComposableTerminal
import Foundation

extension SyncUpsApp {
  /// Prepares `SyncUps --web`: reads `--data PATH`, and makes SIGTERM end the program with
  /// `exit`, whose handlers write the saves still waiting, even while browser tabs are connected
  /// (the server's graceful shutdown would wait for their WebSockets).
  @MainActor
  public static func prepareWeb(arguments: [String]) {
    applyDataOption(arguments: arguments)
    webTermination = exitOnTermination()
  }

  @MainActor private static var webTermination: (any DispatchSourceSignal)?

  /// A browser tab's app, for `SyncUps --web`: its own store, shown by the very views the
  /// terminal shows. The sync-ups themselves are `@Shared` in their file, so every tab sees the
  /// same list.
  @MainActor
  public static func webTab() -> some View {
    AppView(store: Store(initialState: AppFeature.State()) { AppFeature() })
  }
}
