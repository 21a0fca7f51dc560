import ComposableArchitecture
import Foundation
import Testing

/// Rows in a shared collection, one of them opened in a detail that holds it as a shared element,
/// as SyncUps' list and detail do.
struct SharedRows: Reducer {
  struct Row: Codable, Equatable, Identifiable {
    var id: Int
    var name: String
  }

  struct Detail: Codable, Equatable {
    @Shared var row: Row
  }

  struct State: Codable, Equatable {
    @Shared var rows: IdentifiedArrayOf<Row>
    var detail: Detail?

    init(rows: IdentifiedArrayOf<Row> = []) {
      self._rows = Shared(value: rows)
    }
  }

  enum Action: Codable {
    case add(Row)
    /// Carries the shared element, as a push action carries the state it pushes.
    case open(Shared<Row>)
    case rename(String)
  }

  /// What a rename writes (a changed reducer writes something else).
  var renamed: @Sendable (String) -> String = { $0 }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .add(row):
      state.$rows.withLock { _ = $0.append(row) }
      return .none
    case let .open(row):
      state.detail = Detail(row: row)
      return .none
    case let .rename(name):
      // The detail writes its element: the list sees it, as it did while recording.
      state.detail?.$row.withLock { $0.name = self.renamed(name) }
      return .none
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingSharedTests {
  /// Records: add a row, open it (the action carries `Shared($rows[id: 1])`), rename it.
  func recordSession(to url: URL) throws {
    let store = Store(initialState: SharedRows.State()) {
      SharedRows()._record(to: url)
    }
    store.send(.add(SharedRows.Row(id: 1, name: "Design")))
    let row = try #require(Shared(store.state.$rows[id: 1]))
    store.send(.open(row))
    store.send(.rename("Review"))
  }

  @Test func aSharedValueRecordsWhereItPoints() throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    try recordSession(to: url)
    let lines = try Data(contentsOf: url).recordingLines
    // The root, by the number of its storage, and the element, by its id in that root.
    #expect(lines[0].contains(#""rows":{"$shared":{"reference":"#))
    #expect(lines[2].contains(#""action":{"open":{"_0":{"$shared":{"id":1,"reference":"#))
    #expect(lines[3].contains(#""row":{"$shared":{"id":1,"reference":"#))
    // Outside a recording, a shared value encodes as its value.
    let plain = String(
      decoding: try JSONEncoder().encode(Shared(value: SharedRows.Row(id: 1, name: "A"))),
      as: UTF8.self
    )
    #expect(plain == #"{"id":1,"name":"A"}"# || plain == #"{"name":"A","id":1}"#)
  }

  @Test func aRecordedRootAndItsElementDecodeConnected() throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    try recordSession(to: url)
    let recording = try Recording<SharedRows.State, SharedRows.Action>(contentsOf: url)
    #expect(recording.steps.count == 3)

    // The action's element points into the initial state's rows (the store's): it reads its
    // recorded value until the rows hold it, then the rows' element.
    guard case let .open(row) = recording.steps[1].action else {
      Issue.record("Step 2 is not .open")
      return
    }
    #expect(row.wrappedValue.name == "Design")
    recording.initialState.$rows.withLock { _ = $0.append(SharedRows.Row(id: 1, name: "New")) }
    #expect(row.wrappedValue.name == "New")
    row.withLock { $0.name = "Written" }
    #expect(recording.initialState.rows[id: 1]?.name == "Written")

    // A step's state is connected in itself, and holds its recorded values apart from the
    // store's.
    let last = recording.steps[2].state
    #expect(last.rows[id: 1]?.name == "Review")
    let detail = try #require(last.detail)
    #expect(detail.row.name == "Review")
    last.$rows.withLock { $0[id: 1]?.name = "Changed" }
    #expect(detail.row.name == "Changed")
    #expect(recording.initialState.rows[id: 1]?.name == "Written")
  }

  @Test func aRecordingWithASharedElementReplays() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    try recordSession(to: url)
    let recording = try Recording<SharedRows.State, SharedRows.Action>(contentsOf: url)
    await recording.assertReplays { SharedRows() }
  }

  @Test func aSharedChangeThatNoLongerMatchesFailsNamingTheStep() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    try recordSession(to: url)
    let recording = try Recording<SharedRows.State, SharedRows.Action>(contentsOf: url)
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await recording.assertReplays { SharedRows(renamed: { $0.uppercased() }) }
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    #expect(messages.value.count == 1)
    let message = try #require(messages.value.first)
    #expect(
      message.hasPrefix(
        "Step 3 of 3 (sent, line 4 of \(url.lastPathComponent)): A state change does not match "
          + "expectation"
      )
    )
    #expect(message.contains(#""Review""#) && message.contains(#""REVIEW""#))
  }

  /// A state whose element claims a root that holds no identified collection.
  struct Mismatched: Codable, Equatable {
    @Shared var count: Int
    @Shared var row: SharedRows.Row
  }

  @Test func anElementOfARootThatIsNoIdentifiedCollectionFailsToDecode() throws {
    let header = """
      {"feature":"Mismatched","format":"tca-recording","state":{\
      "count":{"$shared":{"reference":1},"value":0},\
      "row":{"$shared":{"id":1,"reference":1},"value":{"id":1,"name":"A"}}},"version":1}

      """
    #expect {
      try Recording<Mismatched, SharedRows.Action>(data: Data(header.utf8), name: "bad.jsonl")
    } throws: { error in
      let description = "\(error)"
      return description.hasPrefix("bad.jsonl:1: the header is not a tca-recording header of ")
        && description.contains(
          "The shared value was recorded as an element of shared reference 1, which holds a "
            + "value of type Int, not an identified collection of SharedRows.Row identified by Int."
        )
    }
  }

  /// A shared value that is a member of its storage other than an element (`$row.name`) cannot
  /// be connected again: reading it is an error, never a value shared with nothing.
  @Test func aMemberOtherThanAnElementFailsToDecode() throws {
    struct Named: Codable {
      @Shared var row: SharedRows.Row
      @Shared var name: String
    }
    let row = Shared(value: SharedRows.Row(id: 1, name: "A"))
    let encoder = JSONEncoder()
    encoder.userInfo[._sharedReferences] = true
    let data = try encoder.encode(Named(row: row, name: row.name))
    #expect(String(decoding: data, as: UTF8.self).contains(#""member":"#))
    let decoder = JSONDecoder()
    decoder.userInfo[._sharedReferences] = _SharedReferences()
    #expect {
      try decoder.decode(Named.self, from: data)
    } throws: { error in
      "\(error)".contains(
        "only a shared value itself, or an element of a shared identified collection, can be "
          + "decoded connected to the value it came from"
      )
    }
  }

  @Test func anElementOfARootNeverDecodedFailsToDecode() throws {
    let header = """
      {"feature":"Mismatched","format":"tca-recording","state":{\
      "count":{"$shared":{"reference":1},"value":0},\
      "row":{"$shared":{"id":1,"reference":2},"value":{"id":1,"name":"A"}}},"version":1}

      """
    #expect {
      try Recording<Mismatched, SharedRows.Action>(data: Data(header.utf8), name: "bad.jsonl")
    } throws: { error in
      "\(error)".contains(
        "The shared value was recorded as an element of shared reference 2, which was not decoded."
      )
    }
  }
}
