import Foundation
import RecordingTestGenerator
import Testing

/// Where a recording names its values' types, a generated test writes the values it assigns
/// whole as Swift; where it cannot, as JSON, with a comment that says why.
struct RecordingSwiftValuesTests {
  func lines(_ recording: String) throws -> [String] {
    try RecordingTestGenerator(module: "M").test(
      forRecording: Data(recording.utf8), name: "form.jsonl"
    ).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func valuesAreWrittenAsSwiftWhereTheRecordingNamesTheirTypes() throws {
    let lines = try self.lines(
      """
      {"feature":"App","format":"tca-recording","state":{"form":null,"rows":{"$shared":{"reference":1},"value":[]},"log":[]},"types":{"":{"fields":["form?","rows","log"],"type":"App.State"}},"version":1}
      {"action":{"open":{}},"actionSwift":".open","fromEffect":false,"state":{"form":{"focus":{"attendee":{"_0":"00000000-0000-0000-0000-000000000001"}},"meeting":{"at":1000.5,"length":[13,192327041775828992],"note":"say \\"hi\\"\\n","tags":["a"],"id":"00000000-0000-0000-0000-000000000002"},"drag":{"moved":{"reason":"drag","to":{"x":1,"y":-2.5}}}},"rows":{"$shared":{"reference":1},"value":[{"id":7,"name":"A"}]},"log":[]},"types":{".form":{"fields":["focus?","meeting","drag","sheet?"],"type":"Form.State"},".form.focus.attendee":{"type":"UUID"},".form.meeting":{"fields":["id","at","length","note","tags","score?"],"type":"Meeting"},".form.meeting.id":{"type":"UUID"},".form.meeting.at":{"type":"Date"},".form.meeting.length":{"type":"Duration"},".form.drag.moved":{"fields":["to","reason"],"type":"(to: Point, reason: String)"},".form.drag.moved.to":{"fields":["x","y"],"type":"Point"},".rows[]":{"fields":["id","name"],"type":"Row"}}}
      {"action":{"pick":{}},"actionSwift":".pick","fromEffect":false,"state":{"form":{"focus":{"attendee":{"_0":"00000000-0000-0000-0000-000000000001"}},"meeting":{"at":1000.5,"length":[13,192327041775828992],"note":"say \\"hi\\"\\n","tags":["a"],"id":"00000000-0000-0000-0000-000000000002"},"drag":{"moved":{"reason":"drag","to":{"x":1,"y":-2.5}}},"sheet":{"row":{"$shared":{"id":7,"reference":1},"value":{"id":7,"name":"A"}}}},"rows":{"$shared":{"reference":1},"value":[{"id":7,"name":"A"}]},"log":[{"buttons":[],"title":"Hi"}]},"types":{".form.sheet":{"fields":["row"],"type":"Sheet.State"},".form.sheet.row":{"fields":["id","name"],"type":"Row"},".log[]":{"fields":["id","buttons","title"],"type":"AlertState<Never>"}}}

      """
    )
    // A shared value of the initial state is a new one, as decoding it makes.
    #expect(
      lines.contains(
        "let initialState: App.State = App.State(form: nil, rows: recordedShared([]), log: [])"
      )
    )
    let open = try #require(lines.firstIndex(of: "await store.send(.open) {"))
    #expect(
      lines[open + 1]
        == #"$0.form = Form.State(focus: .attendee(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!), "#
        + #"meeting: Meeting(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, "#
        + #"at: Date(timeIntervalSinceReferenceDate: 1000.5), length: .seconds(240), "#
        + #"note: "say \"hi\"\n", tags: ["a"], score: nil), drag: .moved(to: Point(x: 1, y: -2.5), "#
        + #"reason: "drag"), sheet: nil)"#
    )
    let pick = try #require(lines.firstIndex(of: "await store.send(.pick) {"))
    #expect(
      Array(lines[(pick + 1)...(pick + 4)]) == [
        "$0.form?.sheet = Sheet.State(row: Shared(rows[id: 7])!)",
        "// Decoded from its recorded JSON: the recording does not tell how to write AlertState<Never> in Swift.",
        ##"$0.log.append(try recordedValue(#"{"buttons":[],"title":"Hi"}"#))"##,
        "}",
      ]
    )
    #expect(lines.contains("let rows = store.state.$rows"))
  }
}
