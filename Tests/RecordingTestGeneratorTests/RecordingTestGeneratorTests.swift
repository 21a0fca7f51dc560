import Foundation
import RecordingTestGenerator
import Testing

struct RecordingTestGeneratorTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Generates the test for a fixture recording and compares it with the fixture's golden test.
  func assertGenerates(_ fixture: String, module: String) throws {
    let recording = Self.fixtures.appendingPathComponent("\(fixture).jsonl")
    let generated = try RecordingTestGenerator(module: module).test(
      forRecording: Data(contentsOf: recording), name: recording.lastPathComponent
    )
    let golden = try String(
      contentsOf: Self.fixtures.appendingPathComponent("\(fixture).golden.swift"), encoding: .utf8
    )
    #expect(generated == golden)
  }

  @Test func aCounterSessionBecomesSendsAndReceivesWithTheFieldsThatChanged() throws {
    try assertGenerates("counter", module: "Counter")
  }

  @Test func nestedStateChangesAreTheChangedLeavesAndTheRestIsDecoded() throws {
    try assertGenerates("syncups", module: "SyncUpsKit")
  }

  /// A real session of the Counter example, whose state is `@ObservableState`: its fields are
  /// stored as `_count` (the keys synthesized `Codable` writes), with an observation registrar.
  @Test func observableStateChangesAreWrittenToTheFieldsNotTheirStorage() throws {
    try assertGenerates("observable-counter", module: "CounterKit")
  }

  /// The UUIDs and dates a step read are set before it; a stack, recorded with its ids, changes
  /// by id.
  @Test func recordedDependenciesAreSetBeforeTheStepAndStacksChangeByID() throws {
    let recording = """
      {"feature":"Stamp","format":"tca-recording","state":{"path":[]},"version":1}
      {"action":{"add":{}},"actionSwift":".add","dependencies":{"date":[1000],"uuid":["00000000-0000-0000-0000-000000000000","00000000-0000-0000-0000-000000000001"]},"fromEffect":false,"state":{"path":[{"element":{"n":1},"id":0}]}}
      {"action":{"pop":{}},"actionSwift":".pop","fromEffect":false,"state":{"path":[]}}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "stamp.jsonl"
    )
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let add = try #require(lines.firstIndex(of: "await store.send(.add) {"))
    #expect(
      lines[add - 2] == "store.dependencies.uuid = UUIDGenerator(recorded(["
        + #"UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, "#
        + #"UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]))"#
    )
    #expect(
      lines[add - 1]
        == "store.dependencies.date = .constant(Date(timeIntervalSinceReferenceDate: 1000))"
    )
    #expect(lines[add + 1].hasPrefix("$0.path[id: 0] = "))
    #expect(lines.contains("await store.send(.pop) {"))
    #expect(lines.contains("$0.path[id: 0] = nil"))
    #expect(lines.contains("private func recorded<Value: Sendable>(_ values: [Value]) -> @Sendable () -> Value {"))
  }

  @Test func aRecordingThatStoppedIsAnErrorNamingItsLine() throws {
    let recording = """
      {"feature":"Measure","format":"tca-recording","state":{"value":0},"version":1}
      {"stopped":"Could not encode Measure.State at action 1 of Measure: NaN"}

      """
    #expect {
      try RecordingTestGenerator(module: "M").test(
        forRecording: Data(recording.utf8), name: "measure.jsonl"
      )
    } throws: { error in
      "\(error)" == "measure.jsonl:2: the recording stopped: Could not encode Measure.State at "
        + "action 1 of Measure: NaN"
    }
  }

  @Test func somethingElseThanARecordingIsAnError() throws {
    #expect {
      try RecordingTestGenerator(module: "M").test(
        forRecording: Data("{\"hello\":1}\n".utf8), name: "x.jsonl"
      )
    } throws: { error in
      "\(error)" == "x.jsonl:1: not a tca-recording version 1 header."
    }
  }
}

extension RecordingTestGeneratorTests {
  /// The library's tests compile and run the counter's golden test (GeneratedCounterRecordingTests):
  /// it must be the golden test, but for its first comment and the import of the app's module.
  @Test func theGoldenCounterTestIsTheOneTheLibraryCompilesAndRuns() throws {
    let golden = try String(
      contentsOf: Self.fixtures.appendingPathComponent("counter.golden.swift"), encoding: .utf8
    )
    let compiled = try String(
      contentsOf: Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ComposableArchitectureTests/Recording/GeneratedCounterRecordingTests.swift"),
      encoding: .utf8
    )
    let goldenBody = golden.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
      .joined(separator: "\n").replacingOccurrences(of: "@testable import Counter\n\n", with: "")
    let compiledBody = compiled.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.hasPrefix("//") }.joined(separator: "\n")
    #expect(compiledBody == goldenBody)
  }
}
