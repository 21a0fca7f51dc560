import CommandLineOptions
import ComposableArchitecture
import ComposableTerminal
import Foundation

/// The SyncUps program (see ``SyncUpsOptions`` for its command line).
///
/// The sync-ups are kept in `$XDG_DATA_HOME/syncups/sync-ups.json`
/// (`~/.local/share/syncups/sync-ups.json` by default), or in `--data PATH`. `--record FILE`
/// records the session to FILE (see `Reducer._record(to:)`).
public enum SyncUpsApp {
  /// Runs the app full screen until it quits.
  @MainActor
  public static func run(_ options: SyncUpsOptions) async {
    applyDataOption(options)
    // What the speech recognizer and the bell gave the meeting's effects is recorded too, for
    // the test tca-recording writes to give back. Inspected with `--inspect`.
    let store = options.inspect.store(
      initialState: AppFeature.State(),
      reducer: AppFeature()._record(
        to: options.record.url,
        dependencies: .results(
          of: \.speechClient.requestAuthorization, named: "speechClient.requestAuthorization"),
        .results(of: \.terminalBell.ring, named: "terminalBell.ring")
      ))
    let termination = Self.exitOnTermination()
    await TerminalApp.run {
      AppView(store: store)
    }
    termination.cancel()
  }

  /// Applies `--data PATH`: the file the sync-ups are kept in. Call it before any store exists.
  @MainActor
  static func applyDataOption(_ options: SyncUpsOptions) {
    if let path = options.data {
      prepareDependencies { $0.syncUpsFile = URL(fileURLWithPath: path) }
    }
  }

  /// Makes SIGTERM end the program with `exit`, whose handlers write the saves still waiting
  /// (file storage debounces them by a second); the signal's default action would lose them.
  /// The terminal app restores the terminal first, then hands the signal on to this source.
  static func exitOnTermination() -> any DispatchSourceSignal {
    signal(SIGTERM, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
    source.setEventHandler {
      exit(128 + SIGTERM)
    }
    source.resume()
    return source
  }
}
