import ArgumentParser

/// The `--web [ADDRESS:PORT]` option of the examples: serve the app to browser tabs, each with
/// its own store, instead of running it in the terminal.
///
/// The web host is built in only with the package's `Web` trait (it brings Hummingbird and
/// SwiftNIO); without it, `--web` is an error that says how to build it.
public struct WebOption: ParsableArguments, Sendable {
  /// Where `--web` alone listens: this machine only.
  public static let defaultAddress = "127.0.0.1:8080"

  /// Whether this build has the web host (the package's `Web` trait).
  public static var isBuiltIn: Bool {
    #if Web
      true
    #else
      false
    #endif
  }

  /// The address to serve at (`HOST:PORT`, `:PORT` or `PORT`), or `nil` to run in the terminal.
  @Option(
    name: .customLong("web"),
    defaultAsFlag: WebOption.defaultAddress,
    parsing: .next,
    help: ArgumentHelp(WebOption.abstract, valueName: "address:port")
  )
  public var address: String?

  public init() {}

  // Without the web host, the help says how to get it.
  static let abstract =
    "Serve the app to browser tabs at <address:port> (HOST:PORT, :PORT or PORT) instead of "
    + "running it in the terminal."
    + (isBuiltIn
      ? ""
      : " This build leaves the web host out: build with the Web trait (swift run "
        + "--package-path Examples --traits Web …).")

  public func validate() throws {
    try Self.validate(address: address)
  }

  /// Refuses an address that is not `HOST:PORT`, `:PORT` or `PORT` (`--web`'s, `--inspect`'s).
  static func validate(address: String?) throws {
    guard let address else { return }
    guard Self.isValid(address) else {
      // Word for word what the web host's `WebConfiguration(address:)` says.
      throw ValidationError(
        "invalid address \"\(address)\": expected HOST:PORT, :PORT or PORT (a port from 0 to 65535)"
      )
    }
  }

  /// The error for `--web` in a build without the web host, naming the command that has it.
  ///
  /// - Parameter program: The example's product name, e.g. `SyncUps`.
  public func checkBuiltIn(program: String) throws {
    guard address != nil, !Self.isBuiltIn else { return }
    throw NotBuiltIn(program: program)
  }

  /// `--web` (or `--inspect`) in a build without the `Web` trait.
  public struct NotBuiltIn: Error, CustomStringConvertible {
    /// The example's product name.
    public var program: String
    /// The option given.
    public var option = "--web"
    /// The address the suggested command gives the option.
    public var address = WebOption.defaultAddress

    public var description: String {
      "\(option) needs the web host, which this build leaves out; build it with the Web trait:\n"
        + "  swift run --package-path Examples --traits Web \(program) \(option) \(address)"
    }
  }

  /// The grammar `WebConfiguration(address:)` accepts: `[HOST]:PORT` or `PORT`, a port from 0
  /// to 65535, a host without `/` or spaces.
  static func isValid(_ address: String) -> Bool {
    let host: Substring
    let port: Substring
    if let colon = address.lastIndex(of: ":") {
      host = address[..<colon]
      port = address[address.index(after: colon)...]
    } else {
      host = ""
      port = address[...]
    }
    guard let number = Int(port), (0...65535).contains(number) else { return false }
    return !host.contains { $0 == "/" || $0 == " " }
  }
}
