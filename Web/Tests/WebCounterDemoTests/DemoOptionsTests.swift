import ArgumentParser
import Testing

@testable import WebCounterDemo

/// `WebCounterDemo`'s command line, as `main` parses it (`parseOrExit`) before the server starts.
struct DemoOptionsTests {
  @Test func theDefaultsListenOnThisMachineOnly() throws {
    let configuration = try DemoOptions.parse([]).configuration
    #expect(configuration.host == "127.0.0.1")
    #expect(configuration.port == 8080)
    #expect(configuration.title == "ComposableWeb demo")
  }

  @Test func hostAndPortKeepTheirSpelling() throws {
    let configuration = try DemoOptions.parse(["--host", "0.0.0.0", "--port=0"]).configuration
    #expect(configuration.host == "0.0.0.0")
    #expect(configuration.port == 0)
  }

  @Test func helpIsACleanExit() {
    do {
      _ = try DemoOptions.parse(["--help"])
      Issue.record("--help parsed as options to run with")
    } catch {
      #expect(DemoOptions.exitCode(for: error) == .success)
    }
    let help = DemoOptions.helpMessage(columns: 400)
    #expect(help.contains("USAGE: WebCounterDemo [--host <address>] [--port <port>]"))
  }

  @Test func mistakesAreUsageErrors() {
    expectUsageError(["--bogus"], "Unknown option '--bogus'")
    expectUsageError(["--port"], "Missing value for '--port <port>'")
    expectUsageError(["--port", "http"], "The value 'http' is invalid for '--port <port>'")
    expectUsageError(["--port", "65536"], "--port must be from 0 to 65535, not 65536")
    expectUsageError(["--host", "a/b"], "--host must be an address or a host name, not \"a/b\"")
  }

  private func expectUsageError(
    _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try DemoOptions.parse(arguments)
      Issue.record("\(arguments) parsed", sourceLocation: sourceLocation)
    } catch {
      #expect(DemoOptions.message(for: error) == message, sourceLocation: sourceLocation)
      #expect(
        DemoOptions.exitCode(for: error) == .validationFailure, sourceLocation: sourceLocation)
    }
  }
}
