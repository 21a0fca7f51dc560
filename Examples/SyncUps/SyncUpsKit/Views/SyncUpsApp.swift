import CommandLineOptions
import ComposableArchitecture
import ComposableTerminal
import Foundation
@_spi(Hosting) import Sharing

/// The SyncUps program (see ``SyncUpsOptions`` for its command line).
///
/// The sync-ups are kept in `$XDG_DATA_HOME/syncups/sync-ups.json`
/// (`~/.local/share/syncups/sync-ups.json` by default), or in `--data PATH`, or in the database
/// `--database` names (`sqlite:PATH` or `postgres://…`, in builds with the `SQLite` or `Postgres`
/// trait), into which the file's sync-ups are imported on its first start. `--record FILE`
/// records the session to FILE (see `Reducer._record(to:)`).
public enum SyncUpsApp {
  /// Runs the app full screen until it quits.
  @MainActor
  public static func run(_ options: SyncUpsOptions) async {
    await prepareStorage(options)
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
    await finishSaving()
  }

  /// Waits until every save under way is done: a database's writes run in the background, and
  /// ending the program would drop one still under way; the file's change held back within its
  /// second is written too. It writes nothing of its own: it used to save the sync-ups once more
  /// through a new shared value, whose load and save raced each other and, with the server
  /// already stopping, printed "the sync-ups were not saved" although every change had been
  /// committed. A save that failed is the shared value's `saveError`, which the app shows.
  @MainActor
  public static func finishSaving() async {
    await PendingSaves.wait(for: PendingSaves.checkpoint())
  }

  /// Applies `--data PATH` and `--database`: opens the database, and on its first start imports
  /// the file's sync-ups into it. Call it before any store exists. When the database cannot be
  /// opened or the file not imported, the program ends (exit status 1) saying why.
  @MainActor
  static func prepareStorage(_ options: SyncUpsOptions) async {
    do {
      let storage = try SyncUpsStorage(options.databaseOption)
      prepareDependencies {
        if let path = options.data { $0.syncUpsFile = URL(fileURLWithPath: path) }
        $0.syncUpsStorage = storage
      }
      guard !storage.isFile else { return }
      @Dependency(\.syncUpsFile) var file
      let outcome = try await SyncUpsImport.importFileIfNeeded(
        file, orRowPerSyncUp: storage.rowPerSyncUpKey, orSingleRow: storage.singleRowKey,
        into: storage.key
      )
      switch outcome {
      case let .imported(count):
        let message = "imported \(count) sync-ups from \(file.path) (the file is left as it is)"
        FileHandle.standardError.write(Data("SyncUps: \(message)\n".utf8))
      case let .importedRowPerSyncUp(count):
        let message = "moved \(count) sync-ups to rows of their own, attendees and meetings too"
        FileHandle.standardError.write(Data("SyncUps: \(message)\n".utf8))
      case let .importedSingleRow(count):
        let message = "moved \(count) sync-ups from the database's single row to rows of their own"
        FileHandle.standardError.write(Data("SyncUps: \(message)\n".utf8))
      case .databaseHasSyncUps, .noFile:
        break
      }
    } catch {
      FileHandle.standardError.write(Data("SyncUps: \(error)\n".utf8))
      exit(EXIT_FAILURE)
    }
  }

  /// Makes SIGTERM end the program with `exit` once the sync-ups are written (a database's last
  /// write, or file storage's save debounced by a second, which `exit`'s handlers write); the
  /// signal's default action would lose them. The terminal app restores the terminal first, then
  /// hands the signal on to this source.
  static func exitOnTermination() -> any DispatchSourceSignal {
    signal(SIGTERM, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
    source.setEventHandler {
      Task { @MainActor in
        await finishSaving()
        exit(128 + SIGTERM)
      }
    }
    source.resume()
    return source
  }
}
