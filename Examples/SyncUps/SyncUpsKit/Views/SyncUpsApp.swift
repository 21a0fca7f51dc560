import ComposableArchitecture
import ComposableTerminal
import Foundation

/// The SyncUps program: `SyncUps [--data PATH]`.
///
/// The sync-ups are kept in `$XDG_DATA_HOME/syncups/sync-ups.json`
/// (`~/.local/share/syncups/sync-ups.json` by default), or in PATH.
public enum SyncUpsApp {
  /// Runs the app full screen until it quits.
  @MainActor
  public static func run(arguments: [String]) async {
    if let index = arguments.firstIndex(of: "--data") {
      guard arguments.indices.contains(index + 1) else {
        FileHandle.standardError.write(Data("usage: SyncUps [--data PATH]\n".utf8))
        exit(EXIT_FAILURE)
      }
      let url = URL(fileURLWithPath: arguments[index + 1])
      prepareDependencies { $0.syncUpsFile = url }
    }
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    }
    await TerminalApp.run {
      AppView(store: store)
    }
  }
}
