import Foundation

/// A recording made in memory from steps kept elsewhere, in the format `_record(to:)` writes and
/// `tca-recording` reads: for tools that keep a store's history themselves (the web inspector).
///
/// Its steps carry no dependency values, results nor times (those are learnt only while the
/// reducer runs under `_record(to:)`).
@_spi(Inspector)
public struct _RecordingLines<State: Encodable, Action: Encodable> {
  private let encoder = RecordingLineEncoder<State, Action>()
  /// The lines so far, each ending with a newline.
  public private(set) var data = Data()
  private var stepCount = 0

  /// Why a value could not be encoded (the recording's last line says it too).
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Starts a recording of `feature` (whose name a generated test builds) from `state`.
  ///
  /// The library's debugging wrappers (`_printChanges()`, `_record(to:)`) name the feature they
  /// wrap, as `_record(to:)` names its base.
  public init(feature: Any.Type, state: State) throws {
    var name = typeNameWithGenerics(feature)
    while let match = name.wholeMatch(of: /_\w+Reducer<(.+)>/) {
      name = String(match.1)
    }
    try self.append(self.encoder.header(feature: name, initialState: state))
  }

  /// Appends a step.
  public mutating func append(_ action: Action, isFromEffect: Bool, state: State) throws {
    self.stepCount += 1
    try self.append(
      self.encoder.step(
        action, isFromEffect: isFromEffect, state: state, step: RecordingStep(), results: nil,
        number: self.stepCount
      )
    )
  }

  private mutating func append(_ line: Data?) throws {
    if let line { self.data.append(line) }
    if let reason = self.encoder.takeStopReason() { throw Failure(description: reason) }
  }
}
