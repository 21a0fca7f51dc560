import ArgumentParser
import CommandLineOptions
import Foundation
import Testing

@testable import CounterKit

/// `Counter`'s command line, as `main` parses it (`parseOrExit`): what each flag gives, and the
/// message and exit status of each mistake.
struct CounterOptionsTests {
  @Test func noArgumentsRunTheCounterInTheTerminal() throws {
    let options = try CounterOptions.parse([])
    #expect(options.printChanges == nil)
    #expect(options.record.url == nil)
    #expect(options.web.address == nil)
  }

  @Test func printChangesGoesToStandardErrorOrToAFile() throws {
    #expect(try CounterOptions.parse(["--print-changes"]).printChanges == .standardError)
    #expect(
      try CounterOptions.parse(["--print-changes=/tmp/changes.log"]).printChanges
        == .file("/tmp/changes.log"))
    #expect(
      try CounterOptions.parse(["--print-changes", "/tmp/changes.log"]).printChanges
        == .file("/tmp/changes.log"))
    // A flag after it is not its file.
    let options = try CounterOptions.parse(["--print-changes", "--record", "/tmp/s.jsonl"])
    #expect(options.printChanges == .standardError)
    #expect(options.record.url?.path == "/tmp/s.jsonl")
  }

  @Test func helpIsACleanExitThatListsEveryFlag() {
    do {
      _ = try CounterOptions.parse(["--help"])
      Issue.record("--help parsed as options to run with")
    } catch {
      #expect(CounterOptions.exitCode(for: error) == .success)
    }
    let help = CounterOptions.helpMessage(columns: 400)
    #expect(
      help.contains(
        "USAGE: Counter [--print-changes [<file>]] [--record <file>] [--web [<address:port>]] "
          + "[--inspect [<address:port>]]"))
    #expect(help.contains("(default as flag: standard error)"))
    #expect(help.contains("(default as flag: 127.0.0.1:8080)"))
    #expect(help.contains("This build leaves the web host out") == !WebOption.isBuiltIn)
  }

  @Test func unknownFlagsAndStrayArgumentsAreUsageErrors() {
    expectUsageError(["--bogus"], "Unknown option '--bogus'")
    expectUsageError(["-x"], "Unknown option '-x'")
    expectUsageError(["extra"], "Unexpected argument 'extra'")
    expectUsageError(["--record"], "Missing value for '--record <file>'")
  }

  @Test func aBadWebAddressIsAUsageError() {
    expectUsageError(
      ["--web", "localhost:http"],
      "invalid address \"localhost:http\": expected HOST:PORT, :PORT or PORT "
        + "(a port from 0 to 65535)"
    )
    expectUsageError(
      ["--web=70000"],
      "invalid address \"70000\": expected HOST:PORT, :PORT or PORT (a port from 0 to 65535)")
  }

  @Test func webNeedsTheWebTrait() throws {
    #if Web
      #expect(try CounterOptions.parse(["--web"]).web.address == "127.0.0.1:8080")
      #expect(try CounterOptions.parse(["--web", ":9000"]).web.address == ":9000")
      #expect(try CounterOptions.parse(["--web=0.0.0.0:80"]).web.address == "0.0.0.0:80")
    #else
      do {
        _ = try CounterOptions.parse(["--web", ":9000"])
        Issue.record("--web parsed in a build without the web host")
      } catch {
        #expect(CounterOptions.exitCode(for: error) == .failure)
        #expect(
          CounterOptions.message(for: error)
            == "--web needs the web host, which this build leaves out; build it with the Web "
            + "trait:\n  swift run --package-path Examples --traits Web Counter --web "
            + "127.0.0.1:8080"
        )
      }
    #endif
  }

  @Test func inspectNeedsTheWebTraitAndAnAddress() throws {
    expectUsageError(
      ["--inspect", "nowhere"],
      "invalid address \"nowhere\": expected HOST:PORT, :PORT or PORT (a port from 0 to 65535)")
    #if Web
      #expect(try CounterOptions.parse(["--inspect"]).inspect.address == "127.0.0.1:9000")
      #expect(try CounterOptions.parse(["--inspect", ":0", "--web"]).inspect.address == ":0")
    #else
      do {
        _ = try CounterOptions.parse(["--inspect"])
        Issue.record("--inspect parsed in a build without the web host")
      } catch {
        #expect(CounterOptions.exitCode(for: error) == .failure)
        #expect(
          CounterOptions.message(for: error)
            == "--inspect needs the web host, which this build leaves out; build it with the Web "
            + "trait:\n  swift run --package-path Examples --traits Web Counter --inspect "
            + "127.0.0.1:9000"
        )
      }
    #endif
  }

  /// The tabs `--inspect` does not apply to get a store without an inspector (an option made
  /// with `init()` alone stops the program when read).
  @MainActor
  @Test func aTabThatIsNotInspectedGetsAPlainStore() {
    #expect(InspectOption.none.address == nil)
    let store = InspectOption.none.store(initialState: CounterFeature.State(), reducer: CounterFeature())
    #expect(store.count == 0)
  }

  /// `--record FILE`: a file whose folder is missing, or a folder, is an error (exit status 1)
  /// before the app starts.
  @Test func recordTakesAFileInAnExistingFolder() throws {
    #expect(try CounterOptions.parse(["--print-changes"]).record.url == nil)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("session.jsonl").path
    #expect(try CounterOptions.parse(["--record", path]).record.url?.path == path)
    #expect(try CounterOptions.parse(["--record=\(path)"]).record.url?.path == path)
  }

  @Test func badRecordPathsAreErrorsThatSayWhy() {
    expectFailure(
      ["--record", "/no/such/folder/session.jsonl"],
      "cannot record to /no/such/folder/session.jsonl: the folder /no/such/folder does not exist")
    let folder = FileManager.default.temporaryDirectory.path
    expectFailure(["--record", folder], "cannot record to \(folder): it is a folder")
    expectUsageError(["--record="], "Missing value for '--record <file>'")
    expectUsageError(["--record", ""], "--record needs a file: --record FILE")
  }

  private func expectUsageError(
    _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectError(arguments, message, .validationFailure, sourceLocation: sourceLocation)
  }

  private func expectFailure(
    _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectError(arguments, message, .failure, sourceLocation: sourceLocation)
  }

  private func expectError(
    _ arguments: [String], _ message: String, _ status: ExitCode,
    sourceLocation: SourceLocation
  ) {
    do {
      _ = try CounterOptions.parse(arguments)
      Issue.record("\(arguments) parsed", sourceLocation: sourceLocation)
    } catch {
      #expect(CounterOptions.message(for: error) == message, sourceLocation: sourceLocation)
      #expect(CounterOptions.exitCode(for: error) == status, sourceLocation: sourceLocation)
    }
  }
}
