import ArgumentParser
import CommandLineOptions

/// The Counter program's command line:
/// `Counter [--print-changes [FILE]] [--record FILE] [--web [ADDRESS:PORT]]
/// [--inspect [ADDRESS:PORT]]`.
///
/// `main` parses it with `parseOrExit()`: `--help` prints the usage and exits with 0, an unknown
/// flag or a bad value prints why and exits with 64, a `--record` file that cannot be written
/// exits with 1, all before the app starts.
public struct CounterOptions: ParsableCommand, Sendable {
  public static let configuration = CommandConfiguration(
    commandName: "Counter",
    abstract: "The tour's counter, full screen in this terminal (or in browser tabs with --web).",
    discussion: """
      +/- change the count, f fetches a fact about it, t starts and stops a one-second timer, \
      q quits; Tab and the arrows move among the controls, Enter presses.
      """
  )

  /// Where `--print-changes` reports every action and state change, or `nil` for nowhere.
  @Option(
    name: .customLong("print-changes"),
    defaultAsFlag: ChangesDestination.standardError,
    parsing: .next,
    help: ArgumentHelp(
      "Print every action and state change to standard error (kept off the screen while the app "
        + "runs), or append them to <file>.",
      valueName: "file"
    )
  )
  public var printChanges: ChangesDestination?

  /// `--record FILE`: the file the session is recorded to.
  @OptionGroup public var record: RecordOption
  /// `--web [ADDRESS:PORT]`: serve browser tabs instead of running in the terminal.
  @OptionGroup public var web: WebOption
  /// `--inspect [ADDRESS:PORT]`: a time-travel inspector of the counter's store.
  @OptionGroup public var inspect: InspectOption

  public init() {}

  public func validate() throws {
    try web.checkBuiltIn(program: Self.configuration.commandName ?? "Counter")
    try inspect.checkBuiltIn(program: Self.configuration.commandName ?? "Counter")
  }
}

/// Where `--print-changes` writes: standard error (the option alone) or the end of a file
/// (`--print-changes=FILE`).
public enum ChangesDestination: ExpressibleByArgument, Equatable, Sendable,
  CustomStringConvertible
{
  /// Standard error, which the terminal app keeps off the screen while it runs.
  case standardError
  /// The end of the file at this path (made if missing).
  case file(String)

  public init?(argument: String) {
    guard !argument.isEmpty else { return nil }
    self = .file(argument)
  }

  // What `--help` shows as the option's value without a file.
  public var description: String {
    switch self {
    case .standardError: "standard error"
    case .file(let path): path
    }
  }
}
