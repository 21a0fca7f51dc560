import Foundation
import RecordingTestGenerator
import Testing

/// A test that runs effects cannot know the dependencies that returned what effects sent while
/// recording: it does not compile until they are supplied, rather than fail at its first step.
struct RecordingEffectResultsTests {
  static let recording = """
    {"feature":"Feature","format":"tca-recording","state":{"n":0},"version":1}
    {"action":{"fetch":{}},"actionSwift":".fetch","fromEffect":false,"state":{"n":0}}
    {"action":{"response":{"_0":"3 is a number"}},"actionSwift":".response(\\"3 is a number\\")","casePath":"response","fromEffect":true,"state":{"n":3}}
    {"action":{"tick":{}},"actionSwift":".tick","casePath":"tick","fromEffect":true,"state":{"n":4}}
    {"action":{"path":{"_0":{"popFrom":{"id":1}}}},"actionSwift":".path(.popFrom(id: 1))","casePath":"path.popFrom","fromEffect":true,"state":{"n":4}}

    """

  @Test func effectResultsBecomeAPlaceholderThatNamesThem() throws {
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(Self.recording.utf8), name: "fetch.jsonl"
    )
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let placeholder = try #require(
      lines.firstIndex(of: "<#override the dependencies whose results the effects sent#>")
    )
    // Only the action that carries a value is named: not the tick, nor the pop of a stack id.
    #expect(lines[placeholder - 4] == #"//   .response("3 is a number")"#)
    #expect(lines[placeholder - 5].hasPrefix("// while recording"))
    #expect(!source.contains("//   .tick"))
    #expect(!source.contains("//   .path(.popFrom(id: 1))"))
  }

  @Test func withoutEffectsThereIsNoPlaceholder() throws {
    let source = try RecordingTestGenerator(module: "M", runsEffects: false).test(
      forRecording: Data(Self.recording.utf8), name: "fetch.jsonl"
    )
    #expect(!source.contains("<#"))
    #expect(source.contains(#"await store.send(.response("3 is a number")) {"#))
  }

  /// A recording whose dependencies' results were recorded (`_record(to:dependencies:)`): a fact
  /// fetched, then an error the fetch threw, a permission asked for, a bell rung, and a
  /// transcript whose source was not recorded.
  static let recordingWithResults = """
    {"feature":"Feature","format":"tca-recording","state":{"n":0},"version":1}
    {"action":{"fetch":{}},"actionSwift":".fetch","fromEffect":false,"state":{"n":0}}
    {"action":{"response":{"_0":"3 is a number"}},"actionSwift":".response(\\"3 is a number\\")","casePath":"response","fromEffect":true,"results":[{"arguments":1,"call":0,"endpoint":"facts.fetch","type":"String","value":"3 is a number"}],"state":{"n":3}}
    {"action":{"fetch":{}},"actionSwift":".fetch","fromEffect":false,"state":{"n":3}}
    {"action":{"failed":{"_0":"offline"}},"actionSwift":".failed(\\"offline\\")","casePath":"failed","fromEffect":true,"results":[{"arguments":1,"call":1,"endpoint":"facts.fetch","threw":"offline"}],"state":{"n":3}}
    {"action":{"permitted":{"_0":{"granted":{"scope":"all"}}}},"actionSwift":".permitted(.granted(scope: \\"all\\"))","casePath":"permitted","fromEffect":true,"results":[{"arguments":0,"call":0,"endpoint":"auth.request","type":"Permission","types":{".granted":{"fields":["scope"],"type":"(scope: String)"}},"value":{"granted":{"scope":"all"}}},{"arguments":0,"call":0,"endpoint":"bell.ring"}],"state":{"n":3}}
    {"action":{"transcript":{"_0":"hello"}},"actionSwift":".transcript(\\"hello\\")","casePath":"transcript","fromEffect":true,"state":{"n":3}}

    """

  @Test func recordedResultsAreGivenBackInTheOrderOfTheCalls() throws {
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(Self.recordingWithResults.utf8), name: "results.jsonl"
    )
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let overrides = try #require(
      lines.firstIndex(of: "// What the recorded dependencies gave the effects, in the order they gave it:")
    )
    #expect(
      Array(lines[(overrides + 1)...(overrides + 3)]) == [
        #"dependencies.facts.fetch = { [next = recorded([.success("3 is a number"), .failure(RecordedError("offline"))] as [Result<String, RecordedError>])] _ in try next().get() }"#,
        #"dependencies.auth.request = { .granted(scope: "all") }"#,
        "dependencies.bell.ring = {}",
      ]
    )
    // Only the action no recorded result explains is left for the user to supply.
    let placeholder = try #require(
      lines.firstIndex(of: "<#override the dependencies whose results the effects sent#>")
    )
    #expect(lines[placeholder - 4] == #"//   .transcript("hello")"#)
    #expect(lines[placeholder - 5].hasPrefix("// while recording"))
    #expect(source.contains("private struct RecordedError: Error, CustomStringConvertible {"))
    #expect(source.contains("private func recorded<Value: Sendable>("))
  }

  @Test func oneResultIsAConstantSeveralValuesASequence() throws {
    func overrides(_ results: String) throws -> String {
      let recording = """
        {"feature":"Feature","format":"tca-recording","state":{"n":0},"version":1}
        {"action":{"response":{"_0":"x"}},"casePath":"response","fromEffect":true,"results":[\(results)],"state":{"n":0}}

        """
      let source = try RecordingTestGenerator(module: "M").test(
        forRecording: Data(recording.utf8), name: "results.jsonl"
      )
      #expect(!source.contains("<#"))
      return source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("dependencies.facts.") }.joined(separator: "\n")
    }
    #expect(
      try overrides(#"{"arguments":1,"call":0,"endpoint":"facts.fetch","type":"String","value":"x"}"#)
        == #"dependencies.facts.fetch = { _ in "x" }"#
    )
    // The same value each time is one constant; calls that ended out of order are put back.
    #expect(
      try overrides(
        #"{"arguments":2,"call":1,"endpoint":"facts.fetch","type":"String","value":"x"},"#
          + #"{"arguments":2,"call":0,"endpoint":"facts.fetch","type":"String","value":"x"}"#
      ) == #"dependencies.facts.fetch = { _, _ in "x" }"#
    )
    #expect(
      try overrides(
        #"{"arguments":0,"call":1,"endpoint":"facts.next","type":"String","value":"y"},"#
          + #"{"arguments":0,"call":0,"endpoint":"facts.next","type":"String","value":"x"}"#
      ) == #"dependencies.facts.next = { [next = recorded(["x", "y"] as [String])] in next() }"#
    )
    #expect(
      try overrides(
        #"{"arguments":1,"call":0,"endpoint":"facts.fetch","threw":"x"},"#
          + #"{"arguments":1,"call":1,"endpoint":"facts.fetch","threw":"down"}"#
      )
        == #"dependencies.facts.fetch = { [next = recorded([RecordedError("x"), RecordedError("down")])] _ in throw next() }"#
    )
  }
  /// A child's Save: its effect sends `.delegate(.saved("Chores"))` with the title the user typed,
  /// then the fact an effect fetched. The delegate's value is the feature's own; the fact is not.
  static let recordingWithDelegate = """
    {"feature":"Feature","format":"tca-recording","state":{"editor":null,"titles":[]},"version":1}
    {"action":{"editTapped":{}},"actionSwift":".editTapped","fromEffect":false,"state":{"editor":{"count":2,"title":""},"titles":[]}}
    {"action":{"editor":{"_0":{"presented":{"_0":{"titleChanged":{"_0":"Chores"}}}}}},"actionSwift":".editor(.presented(.titleChanged(\\"Chores\\")))","fromEffect":false,"state":{"editor":{"count":2,"title":"Chores"},"titles":[]}}
    {"action":{"editor":{"_0":{"presented":{"_0":{"saveTapped":{}}}}}},"actionSwift":".editor(.presented(.saveTapped))","fromEffect":false,"state":{"editor":{"count":2,"title":"Chores"},"titles":[]}}
    {"action":{"editor":{"_0":{"presented":{"_0":{"delegate":{"_0":{"saved":{"_0":"Chores","count":2}}}}}}}},"actionSwift":".editor(.presented(.delegate(.saved(\\"Chores\\", count: 2))))","casePath":"editor.presented.delegate.saved","fromEffect":true,"state":{"editor":null,"titles":["Chores"]}}
    {"action":{"fact":{"_0":"Chores are good"}},"actionSwift":".fact(\\"Chores are good\\")","casePath":"fact","fromEffect":true,"state":{"editor":null,"titles":["Chores","Chores are good"]}}

    """

  @Test func anActionMadeOfTheFeaturesOwnValuesIsReceivedWithoutAPlaceholder() throws {
    func generated(_ recording: String) throws -> String {
      try RecordingTestGenerator(module: "M").test(
        forRecording: Data(recording.utf8), name: "delegate.jsonl"
      )
    }
    let source = try generated(Self.recordingWithDelegate)
    #expect(source.contains("await store.receive(\\.editor.presented.delegate.saved) {"))
    #expect(!source.contains("//   .editor(.presented(.delegate"))
    // The fetched fact, which no state held before it arrived, still asks for its dependency.
    #expect(source.contains(#"//   .fact("Chores are good")"#))

    // Without the fact, nothing is left to supply: the test compiles as generated.
    let withoutFact = Self.recordingWithDelegate.split(separator: "\n")
      .filter { !$0.contains(#""fact""#) }.joined(separator: "\n") + "\n"
    #expect(!(try generated(withoutFact)).contains("<#"))
  }
}
