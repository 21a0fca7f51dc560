import Foundation
import Testing

/// `tca-recording` as a user runs it: help, usage errors (exit 64), an unreadable recording
/// (exit 1), and a test written to `--output` with its suite named after the file.
@Suite struct CommandLineTests {
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  func run(_ arguments: [String]) throws -> Run {
    // The tool sits beside the test bundle in the build's products folder.
    let products = Bundle.main.bundleURL.deletingLastPathComponent()
    let candidates = [
      products.appendingPathComponent("tca-recording"),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("tca-recording"),
    ]
    let tool = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self))
  }

  var fixture: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/counter.jsonl").path
  }

  @Test func helpDescribesEveryOption() throws {
    let help = try run(["--help"])
    #expect(help.status == 0)
    for option in ["--module", "--output", "--suite", "--test-name", "--without-effects"] {
      #expect(help.output.contains(option))
    }
  }

  @Test func usageErrorsExitWith64AndSayWhat() throws {
    let unknown = try run([fixture, "--module", "CounterKit", "--bogus"])
    #expect(unknown.status == 64)
    #expect(unknown.error.contains("Unknown option '--bogus'"))
    let missing = try run([fixture])
    #expect(missing.status == 64)
    #expect(missing.error.contains("Missing expected argument '--module <module>'"))
  }

  @Test func anUnreadableRecordingExitsWith1() throws {
    let absent = try run(["/nonexistent/session.jsonl", "--module", "CounterKit"])
    #expect(absent.status == 1)
    #expect(absent.error == "tca-recording: no readable file at /nonexistent/session.jsonl\n")
  }

  @Test func theOutputFileNamesTheSuite() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("MySessionTests.swift")
    let written = try run([fixture, "--module", "CounterKit", "--output", file.path])
    #expect(written.status == 0)
    #expect(written.output == "")
    let test = try String(contentsOf: file, encoding: .utf8)
    #expect(test.contains("struct MySessionTests"))
  }
}
