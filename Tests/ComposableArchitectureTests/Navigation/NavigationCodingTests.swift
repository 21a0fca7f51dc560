import ComposableArchitecture
import Foundation
import Testing

private enum ChildAction: Codable, Equatable {
  case rename(String)
  case save
}

private struct Child: Codable, Equatable {
  var name = ""
}

/// Navigation's state and actions encode in the forms a recording (`_record(to:)`) writes, and
/// decode to equal values.
@Suite
struct NavigationCodingTests {
  private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func decode<Value: Decodable>(_: Value.Type, _ json: String) throws -> Value {
    try JSONDecoder().decode(Value.self, from: Data(json.utf8))
  }

  @Test func presentationStateEncodesItsOptionalState() throws {
    let presented = PresentationState(wrappedValue: Child(name: "Blob"))
    #expect(try json(presented) == #"{"name":"Blob"}"#)
    #expect(try decode(PresentationState<Child>.self, #"{"name":"Blob"}"#) == presented)
    let dismissed = PresentationState<Child>(wrappedValue: nil)
    #expect(try json(dismissed) == "null")
    #expect(try decode(PresentationState<Child>.self, "null") == dismissed)
  }

  @Test func presentationActionRoundTrips() throws {
    let presented = PresentationAction<ChildAction>.presented(.rename("Blob"))
    #expect(try json(presented) == #"{"presented":{"_0":{"rename":{"_0":"Blob"}}}}"#)
    #expect(try decode(PresentationAction<ChildAction>.self, try json(presented)) == presented)
    #expect(try json(PresentationAction<ChildAction>.dismiss) == #"{"dismiss":{}}"#)
    #expect(try decode(PresentationAction<ChildAction>.self, #"{"dismiss":{}}"#) == .dismiss)
  }

  @Test func stackActionRoundTrips() throws {
    let actions: [StackAction<Child, ChildAction>] = [
      .push(id: 1, state: Child(name: "Blob")),
      .element(id: 1, action: .save),
      .popFrom(id: 1),
    ]
    #expect(
      try actions.map(json) == [
        #"{"push":{"id":1,"state":{"name":"Blob"}}}"#,
        #"{"element":{"action":{"save":{}},"id":1}}"#,
        #"{"popFrom":{"id":1}}"#,
      ]
    )
    for action in actions {
      #expect(try decode(StackAction<Child, ChildAction>.self, try json(action)) == action)
    }
  }

  @Test func stackElementIDEncodesItsGeneration() throws {
    let id: StackElementID = 7
    #expect(try json(id) == "7")
    #expect(try decode(StackElementID.self, "7") == id)
  }
}
