import ArgumentParser
import ComposableArchitecture
import ComposableTerminal
import Foundation

#if Web
  import ComposableWeb
#endif

/// The `--inspect [ADDRESS:PORT]` option of the examples: attach the time-travel inspector to the
/// app's store (with `--web`, to the first tab's), its page served at ADDRESS:PORT.
///
/// Like `--web`, it needs the web host, built in only with the package's `Web` trait.
public struct InspectOption: ParsableArguments, Sendable {
  /// Where `--inspect` alone serves the inspector: this machine only.
  public static let defaultAddress = "127.0.0.1:9000"

  /// The address to serve the inspector at (`HOST:PORT`, `:PORT` or `PORT`), or `nil` for none.
  @Option(
    name: .customLong("inspect"),
    defaultAsFlag: InspectOption.defaultAddress,
    parsing: .next,
    help: ArgumentHelp(
      "Serve a time-travel inspector of the app's store at <address:port> (its URL, with its "
        + "token, goes to standard error)."
        + (WebOption.isBuiltIn ? "" : " This build leaves the web host out: build with the Web trait."),
      valueName: "address:port"
    )
  )
  public var address: String?

  public init() {}

  /// No inspector, for the stores `--inspect` does not apply to (every tab but the first).
  ///
  /// (`init()` alone leaves the option undecoded: reading it would stop the program.)
  public static var none: Self {
    var option = Self()
    option.address = nil
    return option
  }

  public func validate() throws {
    try WebOption.validate(address: address)
  }

  /// The error for `--inspect` in a build without the web host.
  public func checkBuiltIn(program: String) throws {
    guard address != nil, !WebOption.isBuiltIn else { return }
    throw WebOption.NotBuiltIn(
      program: program, option: "--inspect", address: InspectOption.defaultAddress)
  }
}

extension InspectOption {
  /// A store of `reducer`, with the inspector attached when `--inspect` was given (and the web
  /// host built in), or without it.
  ///
  /// The inspector's URL goes to standard error and, in the terminal (where standard error goes
  /// to a file while the app runs), on the app's bottom row until the next key.
  @MainActor
  public func store<R: Reducer>(
    initialState: R.State, reducer: R
  ) -> Store<R.State, R.Action> where R.State: Encodable, R.Action: Encodable {
    #if Web
      Store(
        initialState: initialState, inspectingAt: address,
        onListening: { url in
          FileHandle.standardError.write(Data("Inspector: \(url)\n".utf8))
          Task { @MainActor in TerminalApp.showNotice("Inspector: \(url)") }
        }
      ) { reducer }
    #else
      Store(initialState: initialState) { reducer }
    #endif
  }
}
