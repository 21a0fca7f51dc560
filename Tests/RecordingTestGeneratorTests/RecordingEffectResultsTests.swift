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
}
