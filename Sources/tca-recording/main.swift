import Foundation
import RecordingTestGenerator

/// `tca-recording FILE --module MODULE [--output FILE] [--suite NAME] [--test-name NAME]
/// [--without-effects]`: writes a Swift Testing test that replays the recording FILE (written by
/// `Reducer._record(to:)`) against the feature in MODULE.
let usage = """
  usage: tca-recording RECORDING.jsonl --module MODULE [--output FILE] [--suite NAME]
                       [--test-name NAME] [--without-effects]

  Writes a Swift Testing test that replays the recording against the feature in MODULE.

  --output FILE      Write the test to FILE (a .swift file of the test target) rather than to
                     the standard output. The suite is named after FILE (RecordedSessionTests
                     for RecordedSessionTests.swift), which its module has only once.
  --suite NAME       Name the suite NAME. Without --output or --suite, it is named after the
                     recording (RecordedCounterSessionTests for counter-session.jsonl).
  --test-name NAME   Name the test function NAME (recordedSession).
  --without-effects  Run no effect: send the actions effects sent while recording in their
                     place, rather than receive them from effects whose dependencies the test
                     must supply.
  """

var arguments = Array(CommandLine.arguments.dropFirst())
var file: String?
var module: String?
var output: String?
var suite: String?
var testName = "recordedSession"
var runsEffects = true
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--module" where !arguments.isEmpty:
    module = arguments.removeFirst()
  case "--output" where !arguments.isEmpty, "-o" where !arguments.isEmpty:
    output = arguments.removeFirst()
  case "--suite" where !arguments.isEmpty:
    suite = arguments.removeFirst()
  case "--test-name" where !arguments.isEmpty:
    testName = arguments.removeFirst()
  case "--without-effects":
    runsEffects = false
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    if file == nil, !argument.hasPrefix("-") {
      file = argument
    } else {
      FileHandle.standardError.write(Data("\(usage)\n".utf8))
      exit(2)
    }
  }
}
guard let file, let module else {
  FileHandle.standardError.write(Data("\(usage)\n".utf8))
  exit(2)
}
do {
  let url = URL(fileURLWithPath: file)
  let generator = RecordingTestGenerator(
    module: module, testName: testName,
    suiteName: suite ?? output.map(RecordingTestGenerator.suiteName(forFile:)),
    runsEffects: runsEffects
  )
  let test = try generator.test(forRecording: Data(contentsOf: url), name: url.lastPathComponent)
  if let output {
    try Data(test.utf8).write(to: URL(fileURLWithPath: output))
  } else {
    print(test, terminator: "")
  }
} catch {
  FileHandle.standardError.write(Data("tca-recording: \(error)\n".utf8))
  exit(1)
}
