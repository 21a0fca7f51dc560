import Foundation
import IdentifiedCollections
import SharedRows
import Testing

@Suite struct RowsKeyStateTests {
  struct Member: Codable, Identifiable, Sendable, Equatable {
    var id: String
    var name: String
  }
  struct Undecodable: Error {
    var id: String
  }

  let coding = RowsCoding<Member>(decoder: JSONDecoder(), encoder: .sortingKeys())

  func row(_ id: String, _ json: String, version: Int64 = 1) -> StoredRow {
    StoredRow(id: id, position: 1, version: version, json: json)
  }

  @Test func onlyTheLastSaveHandsItsRowsToTheSubscriber() {
    var state = RowsKeyState<String, Undecodable>()
    state.subscriber = "value"
    state.saves.beginSave()
    state.saves.beginSave()
    state.saves.noteChange()
    let first = state.endSave()
    let last = state.endSave()
    #expect(first.subscriber == nil)
    #expect(!first.readAgain)
    #expect(last.subscriber == "value")
    #expect(last.readAgain)
  }

  @Test func adoptedRowsAreKnownAndAnUndecodableOneStopsWrites() throws {
    var state = RowsKeyState<String, Undecodable>()
    let rows = [row("a", #"{"id":"a","name":"Blob"}"#)]
    let adopted = try state.adopt(rows, coding: self.coding) { Undecodable(id: $0.row.id) }.get()
    #expect(adopted == [Member(id: "a", name: "Blob")])
    #expect(state.isKnown(rows))
    #expect(!state.isKnown(rows + [row("b", #"{"id":"b","name":"Blob Jr."}"#)]))

    let broken = [row("a", #"{"id":"a"}"#, version: 2)]
    let failure = state.adopt(broken, coding: self.coding) { Undecodable(id: $0.row.id) }
    #expect(throws: Undecodable.self) { try failure.get() }
    #expect(state.undecodable?.id == "a")
    #expect(state.isKnown(rows))

    let never = state.adopt(nil, coding: self.coding) { Undecodable(id: $0.row.id) }
    #expect(try never.get() == nil)
    #expect(state.undecodable == nil)
    #expect(state.isKnown(nil))
  }

  @Test func aConflictKeepsTheSavedValuesAndNamesARefusedDeletion() throws {
    let known = ["b": row("b", #"{"id":"b","name":"Blob Jr."}"#)]
    let conflict = try #require(
      RowsSaveConflict(
        ["a", "b"], saved: [Member(id: "a", name: "Blob Sr.")], known: known,
        coding: self.coding, collection: "members", key: ".sqliteRows", writer: "connection"
      )
    )
    #expect(conflict.ids == ["a", "b"])
    #expect(conflict.rejectedElements == [Member(id: "a", name: "Blob Sr.")])
    #expect(
      conflict.description
        == "The elements a, b of .sqliteRows(\"members\") were changed by another connection: "
        + "their changes were not saved (the others were), and the shared value now holds the "
        + "other connection's elements."
    )
    #expect(
      RowsSaveConflict(
        [], saved: [Member(id: "a", name: "Blob")], known: known, coding: self.coding,
        collection: "members", key: ".sqliteRows", writer: "connection"
      ) == nil
    )
  }
}
