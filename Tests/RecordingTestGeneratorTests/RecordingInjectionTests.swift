import Foundation
@testable import RecordingTestGenerator
import SwiftParser
import SwiftSyntax
import Testing

/// A recording is data that anyone may have typed or edited: no text in it may become code in the
/// test generated from it. Each test reads the generated source with SwiftParser, as the compiler
/// would, and looks for the code a hostile recording tries to slip in.
struct RecordingInjectionTests {
  static let hostileTexts = [
    "\\#(exit(1))", "\\##(exit(1))", "\"#); exit(1); _ = (#\"", "\"##", "\\(exit(1))",
    "\"\"\"\nexit(1)\n\"\"\"", "\\\"#", "end\\",
  ]

  /// A title a user typed, from a state the generator cannot write as Swift (a labeled payload of
  /// two fields): it is decoded from its JSON, in a raw string whose delimiter no text can close.
  @Test(arguments: hostileTexts)
  func aRecordedTextIsNeverCode(text: String) throws {
    let title = try Self.jsonString(text)
    let recording = """
      {"feature":"Notes","format":"tca-recording","state":{"note":{"draft":{"body":"","title":""}}},"version":1}
      {"action":{"saved":{"body":\(title),"title":\(title)}},"fromEffect":false,"state":{"note":{"draft":{"body":\(title),"title":\(title)}}}}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "notes.jsonl"
    )
    let code = CodeFinder(source)
    #expect(code.interpolations == 0)
    #expect(!code.references.contains("exit"))
    // The decoded JSON is the text: the literal holds it whole.
    #expect(code.rawStringContents.contains { $0.contains(String(title.dropFirst().dropLast())) })
  }

  /// The recorder writes each action as Swift beside its JSON; Swift in a recording that is more
  /// than a value (an interpolation, a free function's call, a closure) is ignored, and the action
  /// is written from its JSON instead.
  @Test(arguments: [
    #".rename("\(exit(1))")"#, #".rename(exit(1))"#, ".rename({ exit(1) }())",
    #".rename(FileManager.default.removeItem(atPath: "/"))"#, ".rename(\"a\"); exit(1); _ = (1)",
  ])
  func recordedSwiftThatIsMoreThanAValueIsNotWritten(actionSwift: String) throws {
    let recording = """
      {"feature":"Notes","format":"tca-recording","state":{"title":""},"version":1}
      {"action":{"rename":{"_0":"x"}},"actionSwift":\(try Self.jsonString(actionSwift)),"fromEffect":false,"state":{"title":"x"}}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "notes.jsonl"
    )
    let code = CodeFinder(source)
    #expect(!code.references.contains("exit"))
    #expect(!code.references.contains("FileManager"))
    #expect(source.contains(#"await store.send(.rename("x")) {"#))
  }

  /// Names become code where they stand: the feature's type, a case path, a dependency's endpoint.
  /// One that is not a Swift name is an error naming the line.
  @Test func recordedNamesThatAreNotSwiftNamesAreErrors() throws {
    let header = #"{"feature":"Notes","format":"tca-recording","state":{"n":0},"version":1}"#
    let cases: [(recording: String, error: String)] = [
      (
        #"{"feature":"Notes(); exit(1); struct X","format":"tca-recording","state":{},"version":1}"#,
        "x.jsonl:1: the recorded feature is not a Swift type's name."
      ),
      (
        header + "\n"
          + #"{"action":{"done":{}},"casePath":"done); exit(1); _ = (\\.done","fromEffect":true,"state":{"n":1}}"#,
        "x.jsonl:2: the recorded case path is not Swift names."
      ),
      (
        header + "\n"
          + #"{"action":{"done(exit(1))":{}},"fromEffect":true,"state":{"n":1}}"#,
        "x.jsonl:2: the action is not an enum case with Swift names."
      ),
      (
        header + "\n"
          + #"{"action":{"done":{}},"fromEffect":true,"results":[{"arguments":0,"call":0,"endpoint":"x = { exit(1) }; dependencies.y","value":1}],"state":{"n":1}}"#,
        "x.jsonl:2: a recorded result is malformed."
      ),
    ]
    for (recording, error) in cases {
      #expect {
        try RecordingTestGenerator(module: "M").test(
          forRecording: Data((recording + "\n").utf8), name: "x.jsonl"
        )
      } throws: { thrown in
        "\(thrown)" == error
      }
    }
  }

  /// Keys of the recorded JSON that are no Swift names (a state's field, an enum's case, a type's
  /// field named by the recording) are never written as paths or cases: the value is decoded.
  @Test func recordedKeysThatAreNotSwiftNamesAreDecoded() throws {
    let recording = #"""
      {"feature":"Notes","format":"tca-recording","state":{"note":{"a":0}},"types":{".note":{"type":"Note","fields":["a = 1; exit(1); _ = (x"]}},"version":1}
      {"action":{"set":{"_0":{"go(exit(1))":{}}}},"fromEffect":false,"state":{"note":{"a = exit(1); _ = (1":1}}}
      {"action":{"set":{"_0":{"go":{"label: exit(1), x":1}}}},"fromEffect":false,"state":{"note":{"a":2}}}

      """#
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "notes.jsonl"
    )
    let code = CodeFinder(source)
    #expect(!code.references.contains("exit"))
    #expect(code.interpolations == 0)
  }

  /// A type the recording names is written where the generator builds a value (`Type(…)`): a
  /// name that could be a function is no type's.
  @Test func recordedTypesThatCouldBeFunctionsAreNotWritten() throws {
    for type in ["abort", "(abort)", "Foo.bar", "Foo(x)", "Foo; abort()", "Foo -> Bar"] {
      let recording = """
        {"feature":"Notes","format":"tca-recording","state":{"note":null},"version":1}
        {"action":{"open":{}},"fromEffect":false,"state":{"note":{"text":"a"}},"types":{".note":{"fields":["text"],"type":\(try Self.jsonString(type))}}}

        """
      let source = try RecordingTestGenerator(module: "M").test(
        forRecording: Data(recording.utf8), name: "notes.jsonl"
      )
      #expect(!CodeFinder(source).references.contains("abort"))
      #expect(source.contains(##"$0.note = try recordedValue(#"{"text":"a"}"#)"##))
    }
    for type in ["SyncUp", "IdentifiedArray<UUID, Attendee>", "[String: Int]?", "(to: Point, reason: String)"] {
      #expect(RecordingSourceCheck.typeName(type) == type)
    }
  }

  /// A file name with a line break does not end the comment that names it.
  @Test func theRecordingsNameStaysInItsComment() throws {
    let recording = """
      {"feature":"Notes","format":"tca-recording","state":{"n":0},"version":1}
      {"action":{"done":{}},"fromEffect":false,"state":{"n":1}}

      """
    let source = try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "x.jsonl\nfunc exit() {}\n//"
    )
    #expect(!CodeFinder(source).functions.contains("exit"))
  }

  static func jsonString(_ text: String) throws -> String {
    String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
  }
}

/// What a generated test's syntax tree holds: the names it refers to, the functions it declares,
/// its string interpolations and the contents of its raw strings.
private final class CodeFinder: SyntaxVisitor {
  var references: Set<String> = []
  var functions: Set<String> = []
  var interpolations = 0
  var rawStringContents: [String] = []

  init(_ source: String) {
    super.init(viewMode: .sourceAccurate)
    self.walk(Parser.parse(source: source))
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    self.references.insert(node.baseName.text)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    self.functions.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
    self.interpolations += 1
    return .visitChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if node.openingPounds != nil {
      self.rawStringContents.append(
        node.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
      )
    }
    return .visitChildren
  }
}
