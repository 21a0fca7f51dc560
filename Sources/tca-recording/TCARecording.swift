import ArgumentParser
import Foundation
import RecordingTestGenerator

/// `tca-recording RECORDING --module MODULE [--output FILE] [--suite NAME] [--test-name NAME]
/// [--without-effects]`: writes a Swift Testing test that replays a recording (written by
/// `Reducer._record(to:)`) against the feature in MODULE.
@main
struct TCARecording: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tca-recording",
    abstract: "Writes a Swift Testing test that replays a recording against the feature in MODULE."
  )

  @Argument(help: "The recording (JSON Lines, written by Reducer._record(to:)).")
  var recording: String

  @Option(help: "The module that declares the recorded feature.")
  var module: String

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      """
      Write the test to FILE (a .swift file of the test target) rather than to the standard \
      output. The suite is named after FILE (RecordedSessionTests for \
      RecordedSessionTests.swift), which its module has only once.
      """,
      valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      """
      Name the suite NAME. Without --output or --suite, it is named after the recording \
      (RecordedCounterSessionTests for counter-session.jsonl).
      """,
      valueName: "name"))
  var suite: String?

  @Option(help: ArgumentHelp("Name the test function NAME.", valueName: "name"))
  var testName = "recordedSession"

  @Flag(
    help: """
      Run no effect: send the actions effects sent while recording in their place, rather \
      than receive them from effects whose dependencies the test must supply.
      """)
  var withoutEffects = false

  func run() throws {
    let url = URL(fileURLWithPath: recording)
    let generator = RecordingTestGenerator(
      module: module, testName: testName,
      suiteName: suite ?? output.map(RecordingTestGenerator.suiteName(forFile:)),
      runsEffects: !withoutEffects
    )
    // A recording that cannot be read or turned into a test is an error of its own (exit 1, the
    // reason on standard error), not a usage error (exit 64, with the usage).
    guard FileManager.default.isReadableFile(atPath: recording) else {
      FileHandle.standardError.write(Data("tca-recording: no readable file at \(recording)\n".utf8))
      throw ExitCode.failure
    }
    do {
      let test = try generator.test(
        forRecording: Data(contentsOf: url), name: url.lastPathComponent)
      if let output {
        try Data(test.utf8).write(to: URL(fileURLWithPath: output))
      } else {
        print(test, terminator: "")
      }
    } catch {
      FileHandle.standardError.write(Data("tca-recording: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }
}
