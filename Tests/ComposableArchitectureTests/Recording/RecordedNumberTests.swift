@testable import ComposableArchitecture
import Foundation
import Testing

/// Found by fuzzing (Fuzz/Findings/binding-action-number-roundtrip): a recorded number is the
/// same value whichever JSON form it takes after a round trip.
struct RecordedNumberTests {
  struct FormState: Codable, Equatable {
    var count = 0
  }

  @Test func aBindingActionSurvivesEncodingAndDecoding() throws {
    let json = Data(#"{"path":["count"],"value":77777777777777727.777}"#.utf8)
    let action = try JSONDecoder().decode(BindingAction<FormState>.self, from: json)
    let encoded = try JSONEncoder().encode(action)
    let again = try JSONDecoder().decode(BindingAction<FormState>.self, from: encoded)
    #expect(again == action)
  }

  @Test func numbersAreEqualAcrossTheirForms() {
    #expect(RecordedJSON.number(77_777_777_777_777_728) == .integer(77_777_777_777_777_728))
    #expect(RecordedJSON.integer(3) == .unsigned(3))
    #expect(RecordedJSON.unsigned(3) == .number(3))
    #expect(RecordedJSON.number(3.5) != .integer(3))
    #expect(RecordedJSON.integer(-1) != .unsigned(UInt64.max))
    #expect(RecordedJSON.array([.integer(1)]) == .array([.number(1)]))
    #expect(RecordedJSON.string("1") != .integer(1))
  }
}
