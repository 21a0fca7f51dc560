import ArgumentParser
import CommandLineOptions
import Foundation
import Testing

@testable import SyncUpsKit

/// `SyncUps`' command line, as `main` parses it (`parseOrExit`) before the app starts or its
/// data folder is made.
struct SyncUpsOptionsTests {
  @Test func noArgumentsUseTheDefaultFileInTheTerminal() throws {
    let options = try SyncUpsOptions.parse([])
    #expect(options.data == nil)
    #expect(options.record.url == nil)
    #expect(options.web.address == nil)
  }

  @Test func everyFlagKeepsItsSpelling() throws {
    let options = try SyncUpsOptions.parse(["--data", "/tmp/team.json", "--record=/tmp/s.jsonl"])
    #expect(options.data == "/tmp/team.json")
    #expect(options.record.url?.path == "/tmp/s.jsonl")
  }

  @Test func helpIsACleanExitThatListsEveryFlag() {
    do {
      _ = try SyncUpsOptions.parse(["--help"])
      Issue.record("--help parsed as options to run with")
    } catch {
      #expect(SyncUpsOptions.exitCode(for: error) == .success)
    }
    let help = SyncUpsOptions.helpMessage(columns: 400)
    #expect(
      help.contains(
        "USAGE: SyncUps [--data <path>] [--database <database>] [--record <file>] "
          + "[--web [<address:port>]] [--inspect [<address:port>]]"))
  }

  @Test func mistakesAreUsageErrors() {
    expectError(["--bogus"], "Unknown option '--bogus'", .validationFailure)
    expectError(["--data"], "Missing value for '--data <path>'", .validationFailure)
    expectError(["--data", ""], "--data needs a file: --data PATH", .validationFailure)
    expectError(
      ["--database", "mysql://db"],
      "invalid database \"mysql://db\": expected sqlite:PATH or postgres://USER@HOST:PORT/DATABASE",
      .validationFailure)
    expectError(
      ["--database", "sqlite:"], "--database sqlite: needs a file: --database sqlite:PATH",
      .validationFailure)
    expectError(
      ["--web", "nowhere"],
      "invalid address \"nowhere\": expected HOST:PORT, :PORT or PORT (a port from 0 to 65535)",
      .validationFailure)
    expectError(
      ["--record", "/no/such/folder/s.jsonl"],
      "cannot record to /no/such/folder/s.jsonl: the folder /no/such/folder does not exist",
      .failure)
  }

  @Test func webNeedsTheWebTrait() throws {
    #if Web
      let options = try SyncUpsOptions.parse(["--web", "--data", "/tmp/team.json"])
      #expect(options.web.address == "127.0.0.1:8080")
      #expect(options.data == "/tmp/team.json")
    #else
      expectError(
        ["--web"],
        "--web needs the web host, which this build leaves out; build it with the Web trait:\n"
          + "  swift run --package-path Examples --traits Web SyncUps --web 127.0.0.1:8080",
        .failure)
    #endif
  }

  @Test func sqliteNeedsTheSQLiteTrait() throws {
    #if SQLite
      let options = try SyncUpsOptions.parse(["--database", "sqlite:/tmp/team.sqlite"])
      #expect(try options.databaseOption == .sqlite(path: "/tmp/team.sqlite"))
    #else
      expectError(
        ["--database", "sqlite:/tmp/team.sqlite"],
        "--database sqlite:/tmp/team.sqlite needs the SQLite storage, which this build leaves out; "
          + "build it with the SQLite trait:\n"
          + "  swift run --package-path Examples --traits SQLite SyncUps --database "
          + "sqlite:/tmp/team.sqlite",
        .failure)
    #endif
  }

  @Test func postgresNeedsThePostgresTrait() throws {
    let url = "postgres://app@127.0.0.1:5432/app"
    #if Postgres
      let options = try SyncUpsOptions.parse(["--database", url])
      #expect(try options.databaseOption == .postgres(url: url))
    #else
      expectError(
        ["--database", url],
        "--database \(url) needs the Postgres storage, which this build leaves out; "
          + "build it with the Postgres trait:\n"
          + "  swift run --package-path Examples --traits Postgres SyncUps --database \(url)",
        .failure)
    #endif
  }

  private func expectError(
    _ arguments: [String], _ message: String, _ status: ExitCode,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try SyncUpsOptions.parse(arguments)
      Issue.record("\(arguments) parsed", sourceLocation: sourceLocation)
    } catch {
      #expect(SyncUpsOptions.message(for: error) == message, sourceLocation: sourceLocation)
      #expect(SyncUpsOptions.exitCode(for: error) == status, sourceLocation: sourceLocation)
    }
  }
}
