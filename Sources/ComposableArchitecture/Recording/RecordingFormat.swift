import Foundation

/// The lines of a recording file (JSON Lines: one JSON object a line, each ending with a newline).
///
/// ```
/// {"feature":"CounterFeature","format":"tca-recording","state":{"count":0},"version":1}
/// {"action":{"incrementButtonTapped":{}},"actionSwift":".incrementButtonTapped","fromEffect":false,"state":{"count":1}}
/// ```
///
/// The first line is the header: the format's name and version, the feature's type and the state
/// before the first action. Every other line is a step: an action the store processed, in the
/// form its `Codable` conformance gives it, whether an effect sent it, and the state right after
/// it. An `@ObservableState` value is written with its fields' declared names (`{"text":"…"}`),
/// not the storage names its `Codable` conformance codes (`_text`, `_$observationRegistrar`),
/// which a reader still accepts. `actionSwift`, when present, is the action written as Swift source (for `tca-recording`,
/// which turns a recording into a test). A recording that had to stop ends with a line that says
/// why: `{"stopped":"…"}`. A step whose reducer read the `uuid` or `date` dependency holds the
/// values it read, in order: `"dependencies":{"uuid":["…"],"date":[…]}`. A step whose action an
/// effect sent holds the case key path a test receives it with, as deep as its enums are
/// `@CasePathable`: `"casePath":"child.presented.delegate"`. Outside tests, a step
/// holds when its action came, in seconds since the first action on the store's
/// `continuousClock`, to the millisecond: `"time":2.004`. The header, and a step whose state
/// holds values of types no line before named, holds what `tca-recording` needs to write them as
/// Swift (``RecordedType``), by path: `"types":{"":{"fields":["count","fact?"],"type":"State"}}`.
/// A step holds the results that the dependency endpoints `_record(to:dependencies:)` names gave
/// effects since the step before (``RecordedResult``), each with its endpoint and call number:
/// `"results":[{"arguments":1,"call":0,"endpoint":"numberFact.fetch","type":"String","value":"…"}]`
/// (`"threw":"…"` for an error); a reader that replays without effects ignores them.
enum RecordingFormat {
  static let name = "tca-recording"
  static let version = 1
  /// The key under which an `@ObservableState` value's synthesized `Codable` conformance codes
  /// its observation registrar; a recording leaves it out (see `RecordedJSON.declaredNames`).
  static let registrarKey = "_$observationRegistrar"

  /// A line as the recording writes it: an `@ObservableState` value's fields under their
  /// declared names (`{"text":"Groceries"}`), not its macro's storage names.
  static func withDeclaredNames(_ line: Data) throws -> Data {
    // Most lines of a feature without observable state need no second pass.
    guard line.range(of: Data(registrarKey.utf8)) != nil else { return line }
    return try self.makeEncoder().encode(RecordedJSON(parsing: line).declaredNames)
  }

  struct Header<State> {
    var format = RecordingFormat.name
    var version = RecordingFormat.version
    var feature: String
    var state: State
    var types: [String: RecordedType]?
  }

  struct Step<State, Action> {
    var action: Action
    var actionSwift: String?
    var casePath: String?
    var dependencies: Dependencies?
    var fromEffect: Bool
    var results: [RecordedResult]?
    var state: State
    var time: Double?
    var types: [String: RecordedType]?
  }

  /// A duration in seconds, cut to the millisecond: an effect's timer fires at or after its
  /// deadline, so a test clock advanced by no more than the recorded time never fires it early.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    // A whole number of milliseconds over 1000 is the double nearest the decimal (`2.004`).
    return Double(seconds * 1000 + attoseconds / 1_000_000_000_000_000) / 1000
  }

  /// The values the reducer read from dependencies while it reduced the step's action, in the
  /// order it read them.
  struct Dependencies: Codable {
    var uuid: [UUID]?
    var date: [Date]?
  }

  /// A step without its state, decoded apart from it: its action's shared values point to the
  /// replayed store's, its state's to the state's own (see `Recording.init(data:name:)`).
  struct StepAction<Action> {
    var action: Action
    var dependencies: Dependencies?
    var fromEffect: Bool
  }

  /// A step's state alone.
  struct StepState<State> {
    var state: State
  }

  struct Stop: Codable {
    var stopped: String
  }

  /// Encodes recording lines: keys sorted, so that a recording reads the same every time.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.userInfo[.isRecording] = true
    // Shared values write which storage they point to, so that a replay connects them again.
    encoder.userInfo[._sharedReferences] = true
    return encoder
  }

  /// Decodes recording lines, with the values that code more in a recording (stack element ids).
  static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[.isRecording] = true
    return decoder
  }
}

extension RecordingFormat.Header: Encodable where State: Encodable {}
extension RecordingFormat.Header: Decodable where State: Decodable {}
extension RecordingFormat.Step: Encodable where State: Encodable, Action: Encodable {}
extension RecordingFormat.StepAction: Decodable where Action: Decodable {}
extension RecordingFormat.StepState: Decodable where State: Decodable {}
