@testable import ComposableArchitecture
import Testing

/// A presentation reducer reads a struct state's identity through a reader chosen once for the
/// type, without reflection: it must give the identity reflecting on the value gives.
@Suite struct PresentationIDReaderTests {
  struct Plain { var count = 0 }
  struct Row: Identifiable { let id: Int }
  @ObservableState
  struct Observed { var count = 0 }
  /// A struct whose own mirror says it is an enum case: reflected on, as before.
  struct Masked: CustomReflectable {
    var customMirror: Mirror {
      Mirror(self, children: ["row": Row(id: 7)], displayStyle: .enum)
    }
  }
  enum Destination {
    case plain(Plain)
    case row(Row)
  }

  @Test func theReaderGivesTheIdentityReflectionGives() {
    #expect(PresentationID.reader(for: Plain.self)(Plain()) == PresentationID(Plain()))
    #expect(PresentationID.reader(for: Row.self)(Row(id: 1)) == PresentationID(Row(id: 1)))
    #expect(PresentationID.reader(for: Row.self)(Row(id: 1)) != PresentationID(Row(id: 2)))
    let observed = Observed()
    #expect(PresentationID.reader(for: Observed.self)(observed) == PresentationID(observed))
    #expect(PresentationID.reader(for: Observed.self)(observed) != PresentationID(Observed()))
    #expect(PresentationID.reader(for: Masked.self)(Masked()) == PresentationID(Masked()))
    #expect(PresentationID.reader(for: Masked.self)(Masked()) != PresentationID(Plain()))
    let row = Destination.row(Row(id: 3))
    #expect(PresentationID.reader(for: Destination.self)(row) == PresentationID(row))
    #expect(
      PresentationID.reader(for: Destination.self)(row)
        != PresentationID(Destination.plain(Plain()))
    )
  }
}
