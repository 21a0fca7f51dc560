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
    // Values decoded from JSON name the fields too.
    let golden = try String(
      contentsOf: Self.fixtures.appendingPathComponent("observable-counter.golden.swift"),
      encoding: .utf8
    )
    #expect(!golden.contains("_$observationRegistrar"))
    #expect(!golden.contains(#""_count""#))
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
    // The recording names no types: the pushed element is decoded from its JSON, and says so.
    #expect(lines[add + 1].hasPrefix("// Decoded from its recorded JSON: the recording names no types"))
    #expect(lines[add + 2].hasPrefix("$0.path[id: 0] = "))
    #expect(lines.contains("await store.send(.pop) {"))
    #expect(lines.contains("$0.path[id: 0] = nil"))
    #expect(lines.contains("private func recorded<Value: Sendable>(_ values: [Value]) -> @Sendable () -> Value {"))
  }

  /// A stack element that keeps its case changes inside it, through the stack's `[id:case:]`
  /// subscript; a struct whose fields are all `@ObservableState` storage (`_title`) is not taken
  /// for an enum case.
  @Test func aStackElementChangesInsideItsCase() throws {
    let recording = """
      {"feature":"Nav","format":"tca-recording","state":{"path":[{"element":{"detail":{"_0":{"_title":"A"}}},"id":0}],"root":{"_inner":{"_name":"x"}}},"version":1}
      {"action":{"rename":{}},"actionSwift":".rename","fromEffect":false,"state":{"path":[{"element":{"detail":{"_0":{"_title":"B"}}},"id":0}],"root":{"_inner":{"_name":"y"}}}}
      {"action":{"switch":{}},"actionSwift":".switch","fromEffect":false,"state":{"path":[{"element":{"other":{"_0":{"_title":"B"}}},"id":0}],"root":{"_inner":{"_name":"y"}}}}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "nav.jsonl"
    )
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let rename = try #require(lines.firstIndex(of: "await store.send(.rename) {"))
    #expect(lines[rename + 1] == #"$0.path[id: 0, case: \.detail]?.title = "B""#)
    #expect(lines[rename + 2] == #"$0.root.inner.name = "y""#)
    // A change of case replaces the element.
    let change = try #require(lines.firstIndex(of: "await store.send(.switch) {"))
    #expect(lines[change + 2].hasPrefix("$0.path[id: 0] = "))
  }

  /// A `Duration` (two integers, the halves of its attoseconds) is written as a user would write
  /// it when it is a whole number of milliseconds; two integers that are no such duration are
  /// decoded from their JSON.
  @Test func durationsAreWrittenAsSecondsOrMilliseconds() throws {
    let recording = """
      {"feature":"Timer","format":"tca-recording","state":{"d":[0,1000000000000000000],"p":[3,4]},"version":1}
      {"action":{"longer":{}},"actionSwift":".longer","fromEffect":false,"state":{"d":[13,192327041775828992],"p":[3,4]}}
      {"action":{"shorter":{}},"actionSwift":".shorter","fromEffect":false,"state":{"d":[0,1500000000000000000],"p":[3,5]}}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "timer.jsonl"
    )
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let longer = try #require(lines.firstIndex(of: "await store.send(.longer) {"))
    #expect(lines[longer + 1] == "$0.d = .seconds(240)")
    let shorter = try #require(lines.firstIndex(of: "await store.send(.shorter) {"))
    #expect(lines[shorter + 1] == "$0.d = .milliseconds(1500)")
    #expect(lines[shorter + 3] == ##"$0.p = try recordedValue(#"[3,5]"#)"##)
  }

  /// A shared value changes with `withLock`, once per storage; a change inside an optional (one
  /// that is `nil` in some state) goes through `?`; an action's shared value is the store's, named
  /// once at the top.
  @Test func sharedValuesAreAssertedWithLockAndActionsPointIntoTheStoresOnes() throws {
    let recording = """
      {"feature":"Rows","format":"tca-recording","state":{"detail":null,"rows":{"$shared":{"reference":4},"value":[{"id":1,"name":"A"}]}},"version":1}
      {"action":{"open":{"_0":{}}},"actionSwift":".open(Shared(<#shared 4#>[id: 1])!)","fromEffect":false,"state":{"detail":{"row":{"$shared":{"id":1,"reference":4},"value":{"id":1,"name":"A"}},"title":"A"},"rows":{"$shared":{"reference":4},"value":[{"id":1,"name":"A"}]}}}
      {"action":{"rename":{"_0":"B"}},"actionSwift":".rename(\\"B\\")","fromEffect":false,"state":{"detail":{"row":{"$shared":{"id":1,"reference":4},"value":{"id":1,"name":"B"}},"title":"B"},"rows":{"$shared":{"reference":4},"value":[{"id":1,"name":"B"}]}}}
      {"action":{"renamed":{}},"actionSwift":".renamed","fromEffect":true,"state":{"detail":{"row":{"$shared":{"id":1,"reference":4},"value":{"id":1,"name":"B"}},"title":"B!"},"rows":{"$shared":{"reference":4},"value":[{"id":1,"name":"B"}]}}}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "rows.jsonl"
    )
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("let rows = store.state.$rows"))
    #expect(lines.contains("await store.send(.open(Shared(rows[id: 1])!)) {"))
    let rename = try #require(lines.firstIndex(of: #"await store.send(.rename("B")) {"#))
    // The detail's row is an element of the shared rows: the change is asserted once, on them.
    #expect(
      Array(lines[(rename + 1)...(rename + 5)]) == [
        #"$0.detail?.title = "B""#,
        "$0.$rows.withLock {",
        #"$0[0].name = "B""#,
        "}",
        "}",
      ]
    )
    #expect(lines.contains(#"await store.receive(\.renamed) {"#))
    #expect(!source.contains("WithoutEffects"))

    // Without effects, the effect's action is sent where the recording has it.
    let withoutEffects = try RecordingTestGenerator(module: "M", runsEffects: false).test(
      forRecording: Data(recording.utf8), name: "rows.jsonl"
    )
    let sent = withoutEffects.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(sent.contains("WithoutEffects(base: Rows())"))
    let renamed = try #require(sent.firstIndex(of: "await store.send(.renamed) {"))
    #expect(sent[renamed - 1] == "// Sent by an effect while recording:")
    #expect(!withoutEffects.contains("Effects run in this test"))
    #expect(
      sent.contains("private struct WithoutEffects<Base: Reducer>: Reducer {")
    )
  }

  /// Effects run on a test clock that the test advances by the time recorded between actions,
  /// so a timer's ticks are received where they were recorded, until the last of them; the
  /// effects still running when the session ended are skipped. Without effects, there is no
  /// clock.
  @Test func effectsRunOnATestClockAdvancedAsTheRecordedTimeWentBy() throws {
    let recording = """
      {"feature":"Timer","format":"tca-recording","state":{"count":0,"isOn":false},"version":1}
      {"action":{"toggle":{}},"actionSwift":".toggle","fromEffect":false,"state":{"count":0,"isOn":true},"time":0}
      {"action":{"tick":{}},"actionSwift":".tick","fromEffect":true,"state":{"count":1,"isOn":true},"time":1.004}
      {"action":{"tick":{}},"actionSwift":".tick","fromEffect":true,"state":{"count":2,"isOn":true},"time":2.001}
      {"action":{"toggle":{}},"actionSwift":".toggle","fromEffect":false,"state":{"count":2,"isOn":false},"time":4.001}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "timer.jsonl"
    )
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let clock = try #require(lines.firstIndex(of: "let clock = TestClock()"))
    #expect(lines[clock + 1] == "let store = TestStore(initialState: initialState) {")
    #expect(lines.contains("dependencies.continuousClock = clock"))
    #expect(lines.contains("dependencies.suspendingClock = clock"))
    let first = try #require(lines.firstIndex(of: "await store.send(.toggle) {"))
    #expect(
      Array(lines[(first + 3)...].prefix(12)) == [
        "await clock.advance(by: .milliseconds(1004))",
        #"await store.receive(\.tick) {"#,
        "$0.count = 1",
        "}",
        "await clock.advance(by: .milliseconds(997))",
        #"await store.receive(\.tick) {"#,
        "$0.count = 2",
        "}",
        "await store.send(.toggle) {",
        "$0.isOn = false",
        "}",
        "// The session ended here, with whatever effects were still running.",
      ]
    )
    #expect(lines.contains("await store.skipInFlightEffects(strict: false)"))

    let withoutEffects = try RecordingTestGenerator(module: "M", runsEffects: false).test(
      forRecording: Data(recording.utf8), name: "timer.jsonl"
    )
    #expect(!withoutEffects.contains("clock"))
    #expect(!withoutEffects.contains("skipInFlightEffects"))

    // A timer started just before the app quit, which sent nothing, runs on the test clock too.
    let started = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.split(separator: "\n").prefix(2).joined(separator: "\n").utf8 + [10]),
      name: "timer.jsonl"
    )
    #expect(started.contains("dependencies.continuousClock = clock"))
    #expect(!started.contains("clock.advance"))
    #expect(started.contains("await store.skipInFlightEffects(strict: false)"))
  }

  /// An effect's action is received with the case path the recording gives it, which stops where
  /// an enum is not `@CasePathable` (a child's plain `Delegate`). A recording made before
  /// recordings held case paths says nothing of the enums below the feature's `Action`: one case
  /// of it is its case path, a deeper action a predicate over the cases its JSON shows, which
  /// compiles whichever of them are `@CasePathable` (IntegrationTests/RecordingProof compiles and
  /// runs one, for a `Delegate` that is not).
  @Test func effectActionsAreReceivedWithTheRecordedCasePathOrAPredicate() throws {
    let recording = """
      {"feature":"Parent","format":"tca-recording","state":{"n":0},"version":1}
      {"action":{"child":{"_0":{"presented":{"_0":{"delegate":{"_0":{"saved":{"_0":"Chores"}}}}}}}},"casePath":"child.presented.delegate","fromEffect":true,"state":{"n":1}}
      {"action":{"child":{"_0":{"presented":{"_0":{"delegate":{"_0":{"saved":{"_0":"Chores"}}}}}}}},"fromEffect":true,"state":{"n":2}}
      {"action":{"child":{"_0":{"dismiss":{}}}},"fromEffect":true,"state":{"n":3}}
      {"action":{"tick":{}},"fromEffect":true,"state":{"n":4}}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "parent.jsonl"
    )
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains(#"await store.receive(\.child.presented.delegate) {"#))
    #expect(
      lines.contains(
        "await store.receive({ if case .child(.presented(.delegate(.saved))) = $0 { true } else { false } }) {"
      )
    )
    #expect(
      lines.contains("await store.receive({ if case .child(.dismiss) = $0 { true } else { false } }) {")
    )
    #expect(lines.contains(#"await store.receive(\.tick) {"#))
  }

  /// The suite is named after the file the test is written to, which its module has once, or
  /// after the recording: never after the feature, which a module's other tests already use.
  @Test func theSuiteIsNamedAfterItsFileOrTheRecordingNotTheFeature() throws {
    let recording = """
      {"feature":"CounterFeature","format":"tca-recording","state":{"count":0},"version":1}
      {"action":{"incrementButtonTapped":{}},"actionSwift":".incrementButtonTapped","fromEffect":false,"state":{"count":1}}

      """
    func suite(_ generator: RecordingTestGenerator, recording name: String) throws -> String? {
      try generator.test(forRecording: Data(recording.utf8), name: name)
        .split(separator: "\n").first { $0.hasPrefix("struct ") }.map(String.init)
    }
    #expect(
      RecordingTestGenerator.suiteName(forFile: "Examples/Counter/CounterTests/RecordedSessionTests.swift")
        == "RecordedSessionTests"
    )
    #expect(RecordingTestGenerator.suiteName(forFile: "my-session tests.swift") == "MySessionTests")
    #expect(RecordingTestGenerator.suiteName(forFile: "2nd.swift") == "_2nd")
    let named = RecordingTestGenerator(
      module: "CounterKit",
      suiteName: RecordingTestGenerator.suiteName(forFile: "Tests/RecordedSessionTests.swift")
    )
    #expect(try suite(named, recording: "session.jsonl") == "struct RecordedSessionTests {")
    let unnamed = RecordingTestGenerator(module: "CounterKit")
    #expect(
      try suite(unnamed, recording: "counter-session.jsonl")
        == "struct RecordedCounterSessionTests {"
    )
    #expect(try suite(unnamed, recording: "session.jsonl") == "struct RecordedSessionTests {")
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
  /// it must be the golden test, but for its first comment, the import of the app's module and
  /// its placeholder, filled in.
  @Test func theGoldenCounterTestIsTheOneTheLibraryCompilesAndRuns() throws {
    let golden = try String(
      contentsOf: Self.fixtures.appendingPathComponent("counter.golden.swift"), encoding: .utf8
    )
    let compiled = try String(
      contentsOf: Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ComposableArchitectureTests/Recording/GeneratedCounterRecordingTests.swift"),
      encoding: .utf8
    )
    // The placeholder for the dependencies that returned the fact, filled in as a user would.
    let goldenBody = golden.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
      .joined(separator: "\n").replacingOccurrences(of: "@testable import Counter\n\n", with: "")
      .replacingOccurrences(
        of: "<#override the dependencies whose results the effects sent#>",
        with: "// (RecordedCounter's effect uses no dependency: there is nothing to override.)"
      )
    let compiledBody = compiled.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.hasPrefix("//") }.joined(separator: "\n")
    #expect(compiledBody == goldenBody)
  }
}
