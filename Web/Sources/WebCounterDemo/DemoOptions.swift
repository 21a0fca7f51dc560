import ArgumentParser
import ComposableWeb

/// The demo's command line: `WebCounterDemo [--host ADDRESS] [--port PORT]`.
///
/// `main` parses it with `parseOrExit()`: `--help` prints the usage and exits with 0, an unknown
/// flag or a bad value prints why and exits with 64, before the server starts.
struct DemoOptions: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "WebCounterDemo",
    abstract: "Serves ComposableWeb's demo (a counter, a list, a text field, an alert, a second "
      + "screen) to browser tabs, each with its own store."
  )

  @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
  var host = WebConfiguration().host

  @Option(help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
  var port = WebConfiguration().port

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be from 0 to 65535, not \(port)")
    }
    guard !host.isEmpty, !host.contains(where: { $0 == "/" || $0 == " " }) else {
      throw ValidationError("--host must be an address or a host name, not \"\(host)\"")
    }
  }

  /// The server's configuration: the defaults with this address, and the demo's title.
  var configuration: WebConfiguration {
    var configuration = WebConfiguration()
    configuration.title = "ComposableWeb demo"
    configuration.host = host
    configuration.port = port
    return configuration
  }
}
