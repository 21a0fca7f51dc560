import Foundation

/// Encodes the lines of a recording (``RecordingFormat``), each ending with a newline, in order:
/// the header, then one line per step.
///
/// It remembers which types the lines so far named (a step names only the types that are new),
/// so one encoder serves one recording, from its header on. The file recording
/// (`_record(to:)`) and the web inspector's export both write their lines with it.
final class RecordingLineEncoder<State: Encodable, Action: Encodable> {
  let encoder = RecordingFormat.makeEncoder()
  private var knownTypes: [String: RecordedType] = [:]
  private let typeNames = RecordedType.TypeNames()

  /// The first line: the feature's name and the state before the first action.
  func header(feature: String, state: State) throws -> Data {
    try self.line(
      RecordingFormat.Header(feature: feature, state: state, types: self.newTypes(of: state))
    )
  }

  /// A step: the action, whether an effect sent it, the state after it, and what `step` learnt
  /// while the reducer ran.
  func step(
    _ action: Action, isFromEffect: Bool, state: State, step: RecordingStep
  ) throws -> Data {
    let line = RecordingFormat.Step(
      action: action,
      actionSwift: RecordingStep.$current.withValue(step) { swiftSource(of: action) },
      casePath: isFromEffect ? recordedCasePath(of: action) : nil,
      dependencies: step.uuids.isEmpty && step.dates.isEmpty
        ? nil
        : RecordingFormat.Dependencies(
          uuid: step.uuids.isEmpty ? nil : step.uuids, date: step.dates.isEmpty ? nil : step.dates
        ),
      fromEffect: isFromEffect,
      state: state,
      time: step.time.map(RecordingFormat.seconds(_:)),
      types: self.newTypes(of: state)
    )
    self.encoder.userInfo[.recordedBinding] = step.binding
    defer { self.encoder.userInfo[.recordedBinding] = nil }
    return try self.line(line)
  }

  /// The last line of a recording that had to stop, saying why.
  func stop(_ reason: String) -> Data? {
    try? self.line(RecordingFormat.Stop(stopped: reason), declaredNames: false)
  }

  private func line(_ value: some Encodable, declaredNames: Bool = true) throws -> Data {
    var data = try self.encoder.encode(value)
    if declaredNames { data = try RecordingFormat.withDeclaredNames(data) }
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// The types of the state's values at the paths no line named yet, or that held another type.
  private func newTypes(of state: State) -> [String: RecordedType]? {
    var types: [String: RecordedType] = [:]
    for (path, type) in RecordedType.types(of: state, names: self.typeNames) {
      let type = type.merging(self.knownTypes[path])
      if type != self.knownTypes[path] { types[path] = type }
    }
    guard !types.isEmpty else { return nil }
    self.knownTypes.merge(types) { $1 }
    return types
  }
}

/// A recording made in memory from steps kept elsewhere, in the format `_record(to:)` writes and
/// `tca-recording` reads: for tools that keep a store's history themselves (the web inspector).
///
/// Its steps carry no dependency values nor times (those are learnt only while the reducer
/// runs under `_record(to:)`).
@_spi(Inspector)
public struct _RecordingLines<State: Encodable, Action: Encodable> {
  private let encoder = RecordingLineEncoder<State, Action>()
  /// The lines so far, each ending with a newline.
  public private(set) var data = Data()

  /// Starts a recording of `feature` (whose name a generated test builds) from `state`.
  ///
  /// The library's debugging wrappers (`_printChanges()`, `_record(to:)`) name the feature they
  /// wrap, as `_record(to:)` names its base.
  public init(feature: Any.Type, state: State) throws {
    var name = typeNameWithGenerics(feature)
    while let match = name.wholeMatch(of: /_\w+Reducer<(.+)>/) {
      name = String(match.1)
    }
    self.data = try self.encoder.header(feature: name, state: state)
  }

  /// Appends a step.
  public mutating func append(_ action: Action, isFromEffect: Bool, state: State) throws {
    self.data.append(
      try self.encoder.step(action, isFromEffect: isFromEffect, state: state, step: RecordingStep())
    )
  }
}
