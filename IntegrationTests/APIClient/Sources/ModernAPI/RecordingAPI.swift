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
  return failures + codingFailures() + replayableRecordingFailures() + sharedRecordingFailures()
}

/// A feature with bindings that reads `uuid` and `date` while reducing.
@Reducer
public struct RecordedNotes {
  @ObservableState
  public struct State: Codable, Equatable {
    public var title = ""
    public var ids: [UUID] = []
    public var stamps: [Date] = []
    public init() {}
  }

  public enum Action: BindableAction, Codable {
    case binding(BindingAction<State>)
    case stamp
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .stamp = action {
        state.ids.append(self.uuid())
        state.stamps.append(self.now)
      }
      return .none
    }
  }
}

/// A recording keeps where binding actions wrote, and the UUIDs and dates each step read; binding
/// actions decode.
@MainActor
func replayableRecordingFailures() -> [String] {
  var failures: [String] = []
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("api-client-notes-\(UUID().uuidString).jsonl")
  defer { try? FileManager.default.removeItem(at: url) }
  do {
    let store = Store(initialState: RecordedNotes.State()) {
      RecordedNotes()._record(to: url)
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSinceReferenceDate: 0))
    }
    store.send(.binding(.set(\.title, "Notes")))
    store.send(.stamp)
  }
  do {
    let recording = try Recording<RecordedNotes.State, RecordedNotes.Action>(contentsOf: url)
    if recording.steps.map(\.uuids.count) != [0, 1] || recording.steps.map(\.dates.count) != [0, 1] {
      failures.append("Recording.Step.uuids/dates: \(recording.steps.map(\.uuids))")
    }
    guard case let .binding(binding)? = recording.steps.first?.action else {
      failures.append("BindingAction: Decodable")
      return failures
    }
    let replaying = Store(initialState: RecordedNotes.State()) { RecordedNotes() }
    replaying.send(.binding(binding))
    if replaying.title != "Notes" {
      failures.append("BindingAction: Decodable, the decoded action sets \(replaying.title)")
    }
  } catch {
    failures.append("Recording of binding actions and dependencies: \(error)")
  }
  return failures
}

/// The library's types that recorded state and actions hold encode, and decode to equal values
/// (a binding action only encodes).
func codingFailures() -> [String] {
  var failures: [String] = []
  let encoder = JSONEncoder()
  let decoder = JSONDecoder()
  do {
    let alert = AlertState<RecordedTally.Action> {
      TextState("Reset?")
    } actions: {
      ButtonState(role: .destructive, action: .add(-2)) { TextState("Reset") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    if try decoder.decode(AlertState<RecordedTally.Action>.self, from: encoder.encode(alert))
      != alert
    {
      failures.append("AlertState: Codable")
    }
    let dialog = ConfirmationDialogState<RecordedTally.Action>(titleVisibility: .visible) {
      TextState("Add?")
    } actions: {
      ButtonState(action: .add(1)) { TextState("Add one") }
    }
    if try decoder.decode(
      ConfirmationDialogState<RecordedTally.Action>.self, from: encoder.encode(dialog)
    ) != dialog {
      failures.append("ConfirmationDialogState: Codable")
    }
    let push = StackAction<RecordedTally.State, RecordedTally.Action>.push(
      id: 0, state: RecordedTally.State()
    )
    if try decoder.decode(
      StackAction<RecordedTally.State, RecordedTally.Action>.self, from: encoder.encode(push)
    ) != push {
      failures.append("StackAction: Codable")
    }
    let shared = Shared(value: 3)
    if try decoder.decode(Shared<Int>.self, from: encoder.encode(shared)).wrappedValue != 3 {
      failures.append("Shared: Codable")
    }
    let binding = BindingAction<RecordedTally.State>.set(\.total, 5)
    if !String(decoding: try encoder.encode(binding), as: UTF8.self).contains(#""value":5"#) {
      failures.append("BindingAction: Encodable")
    }
  } catch {
    failures.append("Codable navigation, alerts, shared values: \(error)")
  }
  return failures
}

/// A list and a detail holding an element of it, as a state a recording encodes.
struct RecordedRows: Codable {
  struct Row: Codable, Identifiable { var id: Int; var name: String }
  @Shared var rows: IdentifiedArrayOf<Row>
  @Shared var detail: Row
}

/// Shared values encoded with `userInfo[._sharedReferences]` decode with a `_SharedReferences`
/// into one connected value again.
func sharedRecordingFailures() -> [String] {
  var failures: [String] = []
  let rows = Shared(value: IdentifiedArrayOf<RecordedRows.Row>(uniqueElements: [.init(id: 1, name: "A")]))
  guard let detail = Shared(rows[id: 1]) else { return ["Shared(_:) of an element"] }
  let encoder = JSONEncoder()
  encoder.userInfo[._sharedReferences] = true
  let decoder = JSONDecoder()
  let references = _SharedReferences()
  decoder.userInfo[._sharedReferences] = references
  do {
    let data = try encoder.encode(RecordedRows(rows: rows, detail: detail))
    let decoded = try decoder.decode(RecordedRows.self, from: data)
    try references.connect()
    decoded.$detail.withLock { $0.name = "B" }
    if decoded.rows[id: 1]?.name != "B" || rows.wrappedValue[id: 1]?.name != "A" {
      failures.append("_SharedReferences: the decoded element is not connected to its list")
    }
  } catch {
    failures.append("CodingUserInfoKey._sharedReferences, _SharedReferences: \(error)")
  }
  return failures
}
