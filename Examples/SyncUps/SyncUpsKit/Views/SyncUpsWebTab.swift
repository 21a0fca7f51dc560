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
}

/// A browser tab's app, for `SyncUps --web`: its own store, shown by the very views the terminal
/// shows, without the terminal's key hints and Quit button, at a URL path naming the screen in
/// the app's terms (`/SYNC-UP-ID` for a sync-up's detail: see `AppFeature.State.urlPath`). The
/// sync-ups themselves are `@Shared` in their file or database, so every tab sees the same list,
/// and a tab that loads its path in another process comes back on the same screen.
@MainActor
public final class SyncUpsWebTab {
  private let store: StoreOf<AppFeature>

  /// A tab showing the screen `urlPath` names (the list if it names none).
  ///
  /// - Parameters:
  ///   - urlPath: The URL path the tab loaded.
  ///   - inspect: `--inspect`, for the tab whose store it applies to (the first tab's), or `nil`.
  public init(urlPath: String, inspect: InspectOption? = nil) {
    self.store = (inspect ?? .none).store(initialState: AppFeature.State(), reducer: AppFeature())
    self.store.send(.urlPathChanged(urlPath))
  }

  /// The views.
  public var view: some View {
    AppView(store: self.store, showsTerminalControls: false)
  }

  /// The URL path of the screen shown.
  public var urlPath: String {
    self.store.urlPath
  }

  /// Shows the screen `urlPath` names: the browser's back and forward buttons.
  public func navigate(to urlPath: String) {
    self.store.send(.urlPathChanged(urlPath))
  }
}
