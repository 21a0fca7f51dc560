import ArgumentParser
import CommandLineOptions

/// The SyncUps program's command line:
/// `SyncUps [--data PATH] [--database sqlite:PATH|postgres://…] [--record FILE] [--web [ADDRESS:PORT]]
/// [--inspect [ADDRESS:PORT]]`.
///
/// `main` parses it with `parseOrExit()`: `--help` prints the usage and exits with 0, an unknown
/// flag or a bad value prints why and exits with 64, a `--record` file that cannot be written
/// exits with 1, all before the app starts or its data folder is made.
public struct SyncUpsOptions: ParsableCommand, Sendable {
  public static let configuration = CommandConfiguration(
    commandName: "SyncUps",
    abstract: "The tour's SyncUps, full screen in this terminal (or in browser tabs with --web).",
    discussion: """
      The sync-ups are kept in $XDG_DATA_HOME/syncups/sync-ups.json \
      (~/.local/share/syncups/sync-ups.json by default), or in the file --data names, or in \
      the database --database names (on its first start, the file's sync-ups are imported). \
      n adds a sync-up, Enter opens one, s starts a meeting, Esc goes back, q quits.
      """
  )

  /// The file the sync-ups are kept in, instead of the default one.
  @Option(
    name: .customLong("data"),
    help: ArgumentHelp(
      "Keep the sync-ups in <path> (made on the first save) instead of the default file.",
      valueName: "path"
    )
  )
  public var data: String?

  /// `--database sqlite:PATH` or `--database postgres://…`: the database the sync-ups are kept
  /// in instead of the file (see ``DatabaseOption``).
  @Option(
    name: .customLong("database"),
    help: ArgumentHelp(
      "Keep the sync-ups in a database: sqlite:PATH or postgres://USER@HOST:PORT/DATABASE "
        + "(the first start imports the file's sync-ups).",
      valueName: "database"
    )
  )
  public var database: String?

  /// The parsed `--database`, or `nil` when it is absent.
  public var databaseOption: DatabaseOption? {
    get throws { try self.database.map(DatabaseOption.init) }
  }

  /// `--record FILE`: the file the session is recorded to.
  @OptionGroup public var record: RecordOption
  /// `--web [ADDRESS:PORT]`: serve browser tabs instead of running in the terminal.
  @OptionGroup public var web: WebOption
  /// `--inspect [ADDRESS:PORT]`: a time-travel inspector of the app's store.
  @OptionGroup public var inspect: InspectOption

  public init() {}

  public func validate() throws {
    if data?.isEmpty == true { throw ValidationError("--data needs a file: --data PATH") }
    try web.checkBuiltIn(program: Self.configuration.commandName ?? "SyncUps")
    try inspect.checkBuiltIn(program: Self.configuration.commandName ?? "SyncUps")
    if let database, let option = try self.databaseOption, !option.isBuiltIn {
      throw DatabaseOption.NotBuiltIn(argument: database, trait: option.trait)
    }
  }
}
