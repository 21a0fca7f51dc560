import CommandLineOptions
import ComposableArchitecture
import ComposableTerminal
import Foundation

/// The SyncUps program: `SyncUps [--data PATH] [--record FILE] [--web [ADDRESS:PORT]]`.
///
/// The sync-ups are kept in `$XDG_DATA_HOME/syncups/sync-ups.json`
/// (`~/.local/share/syncups/sync-ups.json` by default), or in PATH. `--record FILE` records the
/// session to FILE (see `Reducer._record(to:)`).
public enum SyncUpsApp {
  /// Runs the app full screen until it quits.
  @MainActor
  public static func run(arguments: [String]) async {
    applyDataOption(arguments: arguments)
    let record: RecordOption
    do {
      record = try RecordOption(arguments: arguments)
    } catch {
      FileHandle.standardError.write(Data("SyncUps: \(error)\n".utf8))
      exit(EXIT_FAILURE)
    }
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()._record(to: record.url)
    }
    let termination = Self.exitOnTermination()
    await TerminalApp.run {
      AppView(store: store)
    }
    termination.cancel()
  }

  /// Reads `--data PATH`: the file the sync-ups are kept in. Call it before any store exists.
  @MainActor
  public static func applyDataOption(arguments: [String]) {
    if let index = arguments.firstIndex(of: "--data") {
      guard arguments.indices.contains(index + 1) else {
        FileHandle.standardError.write(
          Data("usage: SyncUps [--data PATH] [--record FILE] [--web [ADDRESS:PORT]]\n".utf8))
        exit(EXIT_FAILURE)
      }
      let url = URL(fileURLWithPath: arguments[index + 1])
      prepareDependencies { $0.syncUpsFile = url }
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
