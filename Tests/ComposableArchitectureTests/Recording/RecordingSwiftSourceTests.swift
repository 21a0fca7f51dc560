@testable import ComposableArchitecture
import Foundation
import Testing

struct RecordingSwiftSourceTests {
  struct Attendee: Equatable, Identifiable { var id: UUID; var name: String }
  enum Action {
    case tapped
    case row(id: Int, action: Row)
    case positional(Int, String)
    case add(Attendee)
    case rename(name: String?)
    case tags([String])
    enum Row { case toggled(isOn: Bool), moved(by: Double) }
  }

  @Test func writesActionsAsATestWouldWriteThem() {
    #expect(swiftSource(of: Action.tapped) == ".tapped")
    #expect(swiftSource(of: Action.row(id: 3, action: .toggled(isOn: true)))
      == ".row(id: 3, action: .toggled(isOn: true))")
    #expect(swiftSource(of: Action.positional(1, "a \"b\"")) == #".positional(1, "a \"b\"")"#)
    #expect(swiftSource(of: Action.rename(name: nil)) == ".rename(name: nil)")
    #expect(swiftSource(of: Action.rename(name: "x")) == #".rename(name: "x")"#)
    #expect(swiftSource(of: Action.tags(["a", "b"])) == #".tags(["a", "b"])"#)
    #expect(swiftSource(of: Action.row(id: 1, action: .moved(by: 0.5)))
      == ".row(id: 1, action: .moved(by: 0.5))")
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    #expect(
      swiftSource(of: Action.add(Attendee(id: id, name: "Blob")))
        == #".add(RecordingSwiftSourceTests.Attendee(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Blob"))"#
    )
  }

  @Test func writesDatesAsTheNumberTheyEncodeAs() throws {
    enum Action { case scheduled(Date) }
    let date = Date(timeIntervalSinceReferenceDate: 786_000_000.5)
    #expect(
      swiftSource(of: Action.scheduled(date))
        == ".scheduled(Date(timeIntervalSinceReferenceDate: 786000000.5))"
    )
    // The recording's JSON holds the same number.
    #expect(String(decoding: try JSONEncoder().encode([date]), as: UTF8.self) == "[786000000.5]")
  }

  @Test func writesStackElementIDsAsIntegerLiterals() {
    indirect enum Action { case path(StackAction<Int, Action>), tapped }
    #expect(
      swiftSource(of: Action.path(.element(id: 3, action: .tapped)))
        == ".path(.element(id: 3, action: .tapped))"
    )
    #expect(swiftSource(of: Action.path(.popFrom(id: 1))) == ".path(.popFrom(id: 1))")
  }

  @Test func givesUpOnWhatItCannotWriteWithConfidence() {
    struct Box<Value> { var value: Value }
    enum Action { case boxed(Box<Int>), measured(Double) }
    #expect(swiftSource(of: Action.boxed(Box(value: 1))) == nil)
    #expect(swiftSource(of: Action.measured(.infinity)) == nil)
  }
}
