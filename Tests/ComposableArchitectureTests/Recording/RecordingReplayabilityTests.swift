@testable import ComposableArchitecture
import Foundation
import Testing

/// What a recording needs beyond each value's ordinary `Codable` to replay a session: where
/// binding actions wrote, stack element ids, and the UUIDs and dates a reducer read.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingReplayabilityTests {
  @Reducer
  struct Form {
    @ObservableState
    struct State: Codable, Equatable {
      var title = ""
      var item = Item()
      var items: IdentifiedArrayOf<Item> = []
    }
    struct Item: Codable, Equatable, Identifiable, Sendable {
      var id = 0
      var name = ""
      var count = 0
    }
    enum Action: BindableAction, Codable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Test func bindingActionsRecordWhereTheyWroteAndReplay() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(
        initialState: Form.State(items: [Form.Item(id: 7, name: "Blob")])
      ) {
        Form()._record(to: url)
      }
      store.send(.binding(.set(\.title, "Design")))
      // A binding through a field of a field writes the whole outer field.
      var item = store.item
      item.count = 2
      store.send(.binding(.set(\.item, item)))
      store.send(.binding(.set(\.items[id: 7], Form.Item(id: 7, name: "Blob Jr."))))
      // Setting the value a field has changes nothing.
      store.send(.binding(.set(\.title, "Design")))
    }
    let lines = try Data(contentsOf: url).recordingLines
    #expect(lines[1].hasPrefix(#"{"action":{"binding":{"_0":{"path":["title"],"value":"Design"}}}"#))
    #expect(
      lines[2].hasPrefix(
        #"{"action":{"binding":{"_0":{"path":["item"],"value":{"count":2,"id":0,"name":""}}}}"#
      )
    )
    #expect(
      lines[3].hasPrefix(
        #"{"action":{"binding":{"_0":{"path":["items",0],"value":{"count":0,"id":7,"name":"Blob Jr."}}}}"#
      )
    )
    #expect(lines[4].hasPrefix(#"{"action":{"binding":{"_0":{"path":null,"value":"Design"}}}"#))
    // For the test `tca-recording` writes, the action as Swift, with the field's key path.
    #expect(lines[1].contains(#""actionSwift":".binding(.set(\\.title, \"Design\"))""#))
    #expect(lines[3].contains(#""actionSwift":".binding(.set(\\.items[id: 7], "#))

    let recording = try Recording<Form.State, Form.Action>(contentsOf: url)
    #expect(recording.steps.count == 4)
    await recording.assertReplays { Form() }

    // The decoded action writes its value where the binding wrote.
    var state = Form.State()
    guard case let .binding(title) = recording.steps[0].action else {
      Issue.record("not a binding action")
      return
    }
    title.set(&state)
    #expect(state.title == "Design")
  }

  @Test func aReplayedBindingThatNoLongerMatchesFails() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: Form.State()) { Form()._record(to: url) }
      store.send(.binding(.set(\.title, "Design")))
    }
    let recording = try Recording<Form.State, Form.Action>(contentsOf: url)
    struct Ignoring: Reducer {
      func reduce(into state: inout Form.State, action: Form.Action) -> Effect<Form.Action> {
        .none
      }
    }
    await withKnownIssue {
      await recording.assertReplays { Ignoring() }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Step 1 of 1 (sent, line 2 of ") }
    }
  }

  struct Counted: Reducer {
    struct State: Codable, Equatable {
      var count = 0
      var title = "" {
        didSet { self.count += 1 }
      }
    }
    enum Action: BindableAction, Codable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Test func aBindingWhoseFieldCannotBeFoundStopsTheRecordingNamingTheAction() throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    withKnownIssue {
      let store = Store(initialState: Counted.State()) { Counted()._record(to: url) }
      // Setting the title also counts: no one field holds the whole change.
      store.send(.binding(.set(\.title, "Design")))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Recording stopped. Could not encode ")
          && $0.rawValue.contains("Counted.Action at action 1 of ")
          && $0.rawValue.contains(#"The binding action .set(\State."#)
          && $0.rawValue.contains(#", "Design") cannot be recorded"#)
          && $0.rawValue.contains("no field of the state holds the value it set")
      }
    }
    let lines = try Data(contentsOf: url).recordingLines
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix(#"{"stopped":"Could not encode"#))
  }

  @Test func stackStateCodesItsIdsOnlyInARecording() throws {
    var stack = StackState<Int>()
    stack.push(10, id: 0)
    stack.push(20, id: 2)
    let encoder = RecordingFormat.makeEncoder()
    let json = String(decoding: try encoder.encode(stack), as: UTF8.self)
    #expect(json == #"[{"element":10,"id":0},{"element":20,"id":2}]"#)
    let decoded = try RecordingFormat.makeDecoder().decode(StackState<Int>.self, from: Data(json.utf8))
    #expect(decoded == stack)
    #expect(Array(decoded.ids) == [0, 2])

    // Outside a recording, a stack codes as upstream's: its elements only.
    #expect(String(decoding: try JSONEncoder().encode(stack), as: UTF8.self) == "[10,20]")
    #expect(Array(try JSONDecoder().decode(StackState<Int>.self, from: Data("[10,20]".utf8))) == [10, 20])
    #expect(throws: DecodingError.self) {
      try RecordingFormat.makeDecoder().decode(
        StackState<Int>.self, from: Data(#"[{"element":1,"id":0},{"element":2,"id":0}]"#.utf8)
      )
    }
  }

  struct Stamp: Reducer {
    struct State: Codable, Equatable {
      var ids: [UUID] = []
      var dates: [Date] = []
      var fromEffect: UUID?
    }
    enum Action: Codable {
      case add
      case addLater
      case added(UUID)
    }
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .add:
        state.ids.append(self.uuid())
        state.ids.append(self.uuid())
        state.dates.append(self.now)
        return .none
      case .addLater:
        return .run { send in await send(.added(self.uuid())) }
      case let .added(id):
        state.fromEffect = id
        return .none
      }
    }
  }

  @Test func theUUIDsAndDatesAReducerReadsAreRecordedAndReplayed() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: Stamp.State()) {
        Stamp()._record(to: url)
      } withDependencies: {
        $0.uuid = .incrementing
        $0.date = .constant(Date(timeIntervalSinceReferenceDate: 1_000))
      }
      store.send(.add)
      await store.send(.addLater).finish()
    }
    let lines = try Data(contentsOf: url).recordingLines
    #expect(
      lines[1].contains(
        #""dependencies":{"date":[1000],"uuid":["00000000-0000-0000-0000-000000000000","00000000-0000-0000-0000-000000000001"]}"#
      )
    )
    // Values read by effects are not the step's: the action the effect sent is recorded.
    #expect(!lines[2].contains("dependencies"))
    #expect(!lines[3].contains("dependencies"))

    let recording = try Recording<Stamp.State, Stamp.Action>(contentsOf: url)
    #expect(recording.steps[0].uuids.count == 2)
    #expect(recording.steps[0].dates == [Date(timeIntervalSinceReferenceDate: 1_000)])
    // No dependency is overridden: the replay gives the reducer what it read while recording.
    await recording.assertReplays { Stamp() }
  }

  @Test func aReducerThatReadsMoreUUIDsThanRecordedFails() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: Stamp.State()) {
        Stamp()._record(to: url)
      } withDependencies: {
        $0.uuid = .incrementing
        $0.date = .constant(Date(timeIntervalSinceReferenceDate: 1_000))
      }
      store.send(.add)
    }
    let recording = try Recording<Stamp.State, Stamp.Action>(contentsOf: url)
    struct StampThrice: Reducer {
      @Dependency(\.uuid) var uuid
      func reduce(into state: inout Stamp.State, action: Stamp.Action) -> Effect<Stamp.Action> {
        _ = self.uuid()
        return Stamp().reduce(into: &state, action: action)
      }
    }
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await recording.assertReplays { StampThrice() }
    } matching: { issue in
      messages.withValue { $0 += issue.comments.map(\.rawValue) }
      return issue.comments.contains { $0.rawValue.hasPrefix("Step 1 of 1 (sent, line 2 of ") }
    }
    // The third UUID is reported, and the state it leads to does not match.
    #expect(
      messages.value.contains(
        "Step 1 of 1 (sent, line 2 of \(url.lastPathComponent)): "
          + "The reducer read more UUIDs than the 2 recorded."
      )
    )
  }
}
