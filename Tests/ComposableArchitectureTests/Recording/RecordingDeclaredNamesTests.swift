@testable import ComposableArchitecture
import Foundation
import Testing

/// A recording writes `@ObservableState` values by their declared names, not the macro's storage
/// names, and reads both.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingDeclaredNamesTests {
  @ObservableState
  struct Note: Codable, Equatable {
    var text = ""
    @ObservationStateIgnored var revision = 0
  }

  struct Notes: Reducer {
    @ObservableState
    struct State: Codable, Equatable {
      var notes: [Note] = []
      @Presents var editor: Note?
      var path = StackState<Note>()
    }

    enum Action: Codable, Equatable {
      case append(String)
      case present(String)
      case push(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .append(text): state.notes.append(Note(text: text))
      case let .present(text): state.editor = Note(text: text)
      case let .push(text): state.path.append(Note(text: text, revision: 2))
      }
      return .none
    }
  }

  /// Each line also names the types of the values it holds first (for `tca-recording`).
  @Test func presentedPushedAndAppendedValuesAreRecordedByTheirDeclaredNames() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: Notes.State()) { Notes()._record(to: url) }
      store.send(.present("Groceries"))
      store.send(.push("Call"))
      store.send(.append("Milk"))
    }
    let lines = try Data(contentsOf: url).recordingLines
    #expect(
      lines == [
        #"{"feature":"RecordingDeclaredNamesTests.Notes","format":"tca-recording","state":{"editor":null,"notes":[],"path":[]},"types":{"":{"fields":["notes","editor?","path"],"type":"RecordingDeclaredNamesTests.Notes.State"}},"version":1}"#,
        #"{"action":{"present":{"_0":"Groceries"}},"actionSwift":".present(\"Groceries\")","fromEffect":false,"state":{"editor":{"revision":0,"text":"Groceries"},"notes":[],"path":[]},"types":{".editor":{"fields":["text","revision"],"type":"RecordingDeclaredNamesTests.Note"}}}"#,
        #"{"action":{"push":{"_0":"Call"}},"actionSwift":".push(\"Call\")","fromEffect":false,"state":{"editor":{"revision":0,"text":"Groceries"},"notes":[],"path":[{"element":{"revision":2,"text":"Call"},"id":0}]},"types":{".path[]":{"fields":["text","revision"],"type":"RecordingDeclaredNamesTests.Note"}}}"#,
        #"{"action":{"append":{"_0":"Milk"}},"actionSwift":".append(\"Milk\")","fromEffect":false,"state":{"editor":{"revision":0,"text":"Groceries"},"notes":[{"revision":0,"text":"Milk"}],"path":[{"element":{"revision":2,"text":"Call"},"id":0}]},"types":{".notes[]":{"fields":["text","revision"],"type":"RecordingDeclaredNamesTests.Note"}}}"#,
        "",
      ]
    )
    let recording = try Recording<Notes.State, Notes.Action>(contentsOf: url)
    #expect(recording.initialState == Notes.State())
    #expect(recording.steps.last?.state.editor == Note(text: "Groceries"))
    #expect(recording.steps.last?.state.notes == [Note(text: "Milk")])
    #expect(recording.steps.last?.state.path.last == Note(text: "Call", revision: 2))
  }

  @Test func aRecordingWithStorageNamesStillLoads() throws {
    let lines = [
      #"{"feature":"Notes","format":"tca-recording","state":{"_$observationRegistrar":{},"_editor":null,"_notes":[],"_path":[]},"version":1}"#,
      #"{"action":{"present":{"_0":"Groceries"}},"fromEffect":false,"state":{"_$observationRegistrar":{},"_editor":{"_$observationRegistrar":{},"_text":"Groceries","revision":0},"_notes":[],"_path":[]}}"#,
      #"{"action":{"append":{"_0":"Milk"}},"fromEffect":false,"state":{"_$observationRegistrar":{},"_editor":{"_$observationRegistrar":{},"_text":"Groceries","revision":0},"_notes":[{"_$observationRegistrar":{},"_text":"Milk","revision":0}],"_path":[{"element":{"_$observationRegistrar":{},"_text":"Call","revision":2},"id":0}]}}"#,
    ]
    let recording = try Recording<Notes.State, Notes.Action>(
      data: Data((lines.joined(separator: "\n") + "\n").utf8), name: "old.jsonl"
    )
    #expect(recording.steps.map(\.action) == [.present("Groceries"), .append("Milk")])
    #expect(recording.steps.last?.state.editor == Note(text: "Groceries"))
    #expect(recording.steps.last?.state.notes == [Note(text: "Milk")])
    #expect(recording.steps.last?.state.path.last == Note(text: "Call", revision: 2))
  }

  @Test func renamesLearntFromOneRowApplyToEveryRowOfAnArray() throws {
    var rows = (0..<2_000).map { #"{"revision":\#($0),"text":"row \#($0)"}"# }
    rows[1_000] = #"{"_$observationRegistrar":{},"_text":"row 1000","revision":1000}"#
    let header = #"{"feature":"Notes","format":"tca-recording","state":{"editor":null,"notes":[],"path":[]},"version":1}"#
    let step = #"{"action":{"append":{"_0":"x"}},"fromEffect":false,"state":{"editor":null,"notes":[\#(rows.joined(separator: ","))],"path":[]}}"#
    let recording = try Recording<Notes.State, Notes.Action>(
      data: Data((header + "\n" + step + "\n").utf8), name: "rows.jsonl"
    )
    #expect(recording.steps.first?.state.notes.count == 2_000)
    #expect(recording.steps.first?.state.notes[1_999] == Note(text: "row 1999", revision: 1_999))
    #expect(recording.steps.first?.state.notes[1_000] == Note(text: "row 1000", revision: 1_000))
  }
}
