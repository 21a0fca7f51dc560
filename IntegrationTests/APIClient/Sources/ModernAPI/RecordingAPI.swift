import ComposableArchitecture
import Foundation

// Issue 25: a session recorded with `_record(to:)` and read back with `Recording`.

@Reducer
public struct RecordedTally {
  public struct State: Codable, Equatable {
    public var total = 0
    public var note: String?
    public init() {}
  }

  public enum Action: Codable, Equatable {
    case add(Int)
    case noteRequested
    case noteResponse(String)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(amount):
        state.total += amount
        return .none
      case .noteRequested:
        return .send(.noteResponse("total \(state.total)"))
      case let .noteResponse(note):
        state.note = note
        return .none
      }
    }
  }
}

/// Records a session of `RecordedTally` to `url`, as an app run with `--record FILE` would.
@MainActor
public func recordTallySession(to url: URL?) {
  let store = Store(initialState: RecordedTally.State()) {
    RecordedTally()._record(to: url)
  }
  store.send(.add(2))
  store.send(.noteRequested)
}

/// Records a session, reads it back and returns what did not behave as documented.
@MainActor
public func runRecordingAPI() -> [String] {
  var failures: [String] = []
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("api-client-\(UUID().uuidString).jsonl")
  defer { try? FileManager.default.removeItem(at: url) }
  recordTallySession(to: url)
  recordTallySession(to: nil)
  do {
    let recording = try Recording<RecordedTally.State, RecordedTally.Action>(contentsOf: url)
    if recording.steps.map(\.action) != [.add(2), .noteRequested, .noteResponse("total 2")] {
      failures.append("_record(to:) recorded \(recording.steps.map(\.action))")
    }
    if recording.steps.map(\.isFromEffect) != [false, false, true] {
      failures.append("_record(to:) marked effects \(recording.steps.map(\.isFromEffect))")
    }
    let state: RecordedTally.State = try recordedValue(#"{"total":2,"note":"total 2"}"#)
    if recording.steps.last?.state != state {
      failures.append("recordedValue(_:) or the recorded state")
    }
  } catch {
    failures.append("Recording(contentsOf:): \(error)")
  }
  return failures
}
