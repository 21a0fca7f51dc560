import ComposableArchitecture
import Foundation
import Testing

struct IdentifiedActionCodableTests {
  enum RowAction: Codable, Equatable { case toggle, rename(String) }

  @Test func roundTripsThroughJSON() throws {
    let action = IdentifiedAction<Int, RowAction>.element(id: 7, action: .rename("Blob"))
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(IdentifiedAction<Int, RowAction>.self, from: data) == action)
  }
}
