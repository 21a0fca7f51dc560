import ArgumentParser

/// `SyncUps --database sqlite:PATH` or `--database postgres://USER@HOST:PORT/DATABASE`: keep the
/// sync-ups in a database, which several processes can share, instead of the JSON file.
///
/// SQLite is built in only with the Examples package's `SQLite` trait (it brings GRDB), PostgreSQL
/// only with its `Postgres` trait (postgres-nio); without it, the option is an error that says
/// how to build it.
public enum DatabaseOption: Equatable, Sendable {
  /// An SQLite database file (made when missing).
  case sqlite(path: String)
  /// A PostgreSQL database, by its `postgres://` (or `postgresql://`) URL.
  case postgres(url: String)

  /// Reads the option's value.
  init(_ argument: String) throws {
    if argument.hasPrefix("sqlite:") {
      let path = String(argument.dropFirst("sqlite:".count))
      guard !path.isEmpty else {
        throw ValidationError("--database sqlite: needs a file: --database sqlite:PATH")
      }
      self = .sqlite(path: path)
    } else if argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://") {
      self = .postgres(url: argument)
    } else {
      throw ValidationError(
        "invalid database \"\(argument)\": expected sqlite:PATH or postgres://USER@HOST:PORT/DATABASE"
      )
    }
  }

  /// The package trait that builds this storage in.
  var trait: String {
    switch self {
    case .sqlite: "SQLite"
    case .postgres: "Postgres"
    }
  }

  /// Whether this build has the storage (the package's trait).
  var isBuiltIn: Bool {
    switch self {
    case .sqlite:
      #if SQLite
        true
      #else
        false
      #endif
    case .postgres:
      #if Postgres
        true
      #else
        false
      #endif
    }
  }

  /// `--database` naming a storage this build leaves out.
  public struct NotBuiltIn: Error, CustomStringConvertible {
    /// The option's value.
    public var argument: String
    /// The package trait that builds the storage in.
    public var trait: String

    public var description: String {
      "--database \(self.argument) needs the \(self.trait) storage, which this build leaves out; "
        + "build it with the \(self.trait) trait:\n"
        + "  swift run --package-path Examples --traits \(self.trait) SyncUps --database "
        + self.argument
    }
  }
}
