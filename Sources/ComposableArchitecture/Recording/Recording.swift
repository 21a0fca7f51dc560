import Foundation

/// A session recorded with `_record(to:)`, read back: the state it started from and,
/// step by step, each action the store processed and the state right after it.
///
/// ```swift
/// let recording = try Recording<CounterFeature.State, CounterFeature.Action>(
///   contentsOf: URL(fileURLWithPath: "counter.jsonl")
/// )
/// await recording.assertReplays { CounterFeature() }
/// ```
///
/// A program that crashed while writing may have left a torn last line: it is skipped, and
/// ``isTruncated`` says so. Any other line that cannot be read is an error
/// (``RecordingError``), as is a recording that had to stop.
public struct Recording<State, Action> {
  /// One action of the recording and the state right after it.
  public struct Step {
    /// The action the store processed.
    public var action: Action
    /// Whether an effect sent the action (rather than the user, or the program driving the store).
    public var isFromEffect: Bool
    /// The state right after the reducer ran for the action.
    public var state: State
    /// The UUIDs the reducer read from the `uuid` dependency for the action, in order.
    public var uuids: [UUID]
    /// The dates the reducer read from the `date` dependency for the action, in order.
    public var dates: [Date]
    /// The step's line in the file (the header is line 1).
    public var line: Int
  }

  /// The name of the file the recording was read from, for messages.
  public var name: String
  /// The type name of the recorded feature.
  public var feature: String
  /// The state before the first action.
  public var initialState: State
  /// The actions, in the order the store processed them.
  public var steps: [Step]
  /// Whether a torn last line (a write cut short by a crash) was skipped.
  public var isTruncated: Bool
}

/// Why a recording could not be read.
public struct RecordingError: Error, CustomStringConvertible {
  /// What went wrong, naming the file and line.
  public var description: String
}

extension Recording where State: Decodable, Action: Decodable {
  /// Reads the recording in a file.
  public init(contentsOf url: URL) throws {
    try self.init(data: try Data(contentsOf: url), name: url.lastPathComponent)
  }

  /// Reads a recording from its contents; `name` identifies it in messages.
  public init(data: Data, name: String) throws {
    let decoder = RecordingFormat.makeDecoder()
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // A recording ends with a newline; anything after the last one is a torn write.
    var isTruncated = false
    if let last = lines.last {
      if !last.isEmpty { isTruncated = true }
      lines.removeLast()
    }
    guard let headerLine = lines.first else {
      throw RecordingError(description: "\(name): the recording is empty (it has no header).")
    }
    // Shared values that pointed to one storage while recording point to one again. The
    // initial state's and the actions' are those of the replayed store: an action that carried a
    // shared value (pushing a screen with an element of a shared collection) carries the store's.
    // Each step's state has its own, holding the values recorded for the step, so that a replay
    // compares the store's shared values with them.
    let storeReferences = _SharedReferences()
    decoder.userInfo[._sharedReferences] = storeReferences
    // Observable values are recorded with their declared names (older recordings have their
    // storage names): the decoder finds the storage names again.
    let names = DeclaredNameDecoder()
    let header: RecordingFormat.Header<State>
    do {
      header = try names.decode(
        RecordingFormat.Header<State>.self, from: Data(headerLine), with: decoder
      )
      try storeReferences.connect()
    } catch {
      throw RecordingError(
        description: "\(name):1: the header is not a \(RecordingFormat.name) header of "
          + "\(typeName(State.self)): \(error)"
      )
    }
    guard header.format == RecordingFormat.name, header.version == RecordingFormat.version else {
      throw RecordingError(
        description: "\(name):1: format \(header.format) version \(header.version) is not "
          + "\(RecordingFormat.name) version \(RecordingFormat.version)."
      )
    }
    var steps: [Step] = []
    steps.reserveCapacity(lines.count - 1)
    for (offset, line) in lines.enumerated().dropFirst() {
      let lineNumber = offset + 1
      do {
        let data = Data(line)
        decoder.userInfo[._sharedReferences] = storeReferences
        let step = try names.decode(
          RecordingFormat.StepAction<Action>.self, from: data, with: decoder
        )
        try storeReferences.connect()
        let stateReferences = _SharedReferences()
        decoder.userInfo[._sharedReferences] = stateReferences
        let state = try names.decode(
          RecordingFormat.StepState<State>.self, from: data, with: decoder
        ).state
        try stateReferences.connect()
        steps.append(
          Step(
            action: step.action, isFromEffect: step.fromEffect, state: state,
            uuids: step.dependencies?.uuid ?? [], dates: step.dependencies?.date ?? [],
            line: lineNumber
          )
        )
      } catch {
        if let stop = try? decoder.decode(RecordingFormat.Stop.self, from: Data(line)) {
          throw RecordingError(
            description: "\(name):\(lineNumber): the recording stopped: \(stop.stopped)"
          )
        }
        throw RecordingError(
          description: "\(name):\(lineNumber): not a step of \(typeName(Action.self)) and "
            + "\(typeName(State.self)): \(error)"
        )
      }
    }
    self.init(
      name: name,
      feature: header.feature,
      initialState: header.state,
      steps: steps,
      isTruncated: isTruncated
    )
  }
}
