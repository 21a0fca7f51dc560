import Foundation

/// A recording made in memory from steps kept elsewhere, in the format `_record(to:)` writes and
/// `tca-recording` reads: for tools that keep a store's history themselves (the web inspector).
///
/// Its steps carry no dependencies' results nor times (those are learnt only while the reducer
/// runs under `_record(to:)`); where a binding action wrote, and the UUIDs and dates the reducer
/// read, they carry when the tool ran the reducer through ``_RecordingStepNoter``.
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

  /// Appends a step, with what its reduce noted.
  public mutating func append(
    _ action: Action, isFromEffect: Bool, state: State, notes: _RecordingStepNotes = .none
  ) throws {
    self.stepCount += 1
    let step = RecordingStep()
    step.binding = notes.binding
    step.uuids = notes.uuids
    step.dates = notes.dates
    try self.append(
      self.encoder.step(
        action, isFromEffect: isFromEffect, state: state, step: step, results: nil,
        number: self.stepCount
      )
    )
  }

  private mutating func append(_ line: Data?) throws {
    if let line { self.data.append(line) }
    if let reason = self.encoder.takeStopReason() { throw Failure(description: reason) }
  }
}

/// What a recording learns while the reducer runs for one action and cannot learn afterwards:
/// where a binding action wrote (its key path does not say, see `BindingAction`'s `Encodable`),
/// and the UUIDs and dates the reducer read, which a generated test gives back to it; for tools
/// that keep a store's history themselves (``_RecordingLines``).
@_spi(Inspector)
public struct _RecordingStepNotes: Sendable {
  let binding: RecordedBinding?
  var uuids: [UUID] = []
  var dates: [Date] = []

  /// Nothing noted.
  public static let none = _RecordingStepNotes(binding: nil)

  /// Where the step's binding action wrote, as a key path from the state its `BindingReducer`
  /// runs on (`\.syncUp.title`), when that is known: the action's own key path cannot be printed
  /// on Linux.
  public var bindingKeyPath: String? {
    guard case let .resolved(_, swiftKeyPath) = self.binding else { return nil }
    return swiftKeyPath
  }
}

/// The value a `BindingAction` sets, for tools that show one without knowing its root type (the
/// web inspector); `nil` for any other value.
@_spi(Inspector)
public func _bindingActionValue(_ value: Any) -> (any Sendable)? {
  (value as? any RecordableBindingAction)?.value
}

/// Runs a store's reducer as `_record(to:)` runs its base, noting what ``_RecordingStepNotes``
/// keeps: a binding action applied in it finds where it writes (encoding the state before and
/// after, as when recording), and the `uuid` and `date` dependencies' values it reads are kept.
/// One per store, used on its actor, one action at a time.
@_spi(Inspector)
public final class _RecordingStepNoter {
  /// Reused from action to action.
  private let step = RecordingStep()

  public init() {}

  /// Runs `reduce`, returning its result and what the step noted.
  public func reduce<Result>(_ reduce: () -> Result) -> (Result, _RecordingStepNotes) {
    self.step.binding = nil
    self.step.uuids.removeAll()
    self.step.dates.removeAll()
    let result = withDependencies {
      self.step.noteGeneratedValues(in: &$0)
    } operation: {
      RecordingStep.$current.withValue(self.step) { reduce() }
    }
    guard self.step.binding != nil || !self.step.uuids.isEmpty || !self.step.dates.isEmpty else {
      return (result, .none)
    }
    let notes = _RecordingStepNotes(
      binding: self.step.binding, uuids: self.step.uuids, dates: self.step.dates)
    return (result, notes)
  }
}
