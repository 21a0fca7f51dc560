import Foundation
import RecordingTestGenerator

/// `tca-recording FILE --module MODULE [--test-name NAME] [--without-effects]`: prints a Swift
/// Testing test that replays the recording FILE (written by `Reducer._record(to:)`) against the
/// feature in MODULE.
let usage = """
  usage: tca-recording RECORDING.jsonl --module MODULE [--test-name NAME] [--without-effects]

  Prints a Swift Testing test that replays the recording against the feature in MODULE.

  --without-effects  Run no effect: send the actions effects sent while recording in their
                     place, rather than receive them from effects whose dependencies the test
                     must supply.
  """

var arguments = Array(CommandLine.arguments.dropFirst())
var file: String?
var module: String?
var testName = "recordedSession"
var runsEffects = true
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--module" where !arguments.isEmpty:
    module = arguments.removeFirst()
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
    module: module, testName: testName, runsEffects: runsEffects
  )
  let test = try generator.test(forRecording: Data(contentsOf: url), name: url.lastPathComponent)
  print(test, terminator: "")
} catch {
  FileHandle.standardError.write(Data("tca-recording: \(error)\n".utf8))
  exit(1)
}
