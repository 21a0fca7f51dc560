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

  @Test func writesDurationsAsAUserWouldWriteThem() {
    enum Action { case set(Duration) }
    #expect(swiftSource(of: Action.set(.seconds(300))) == ".set(.seconds(300))")
    #expect(swiftSource(of: Action.set(.milliseconds(1500))) == ".set(.milliseconds(1500))")
    #expect(swiftSource(of: Action.set(.microseconds(7))) == ".set(.microseconds(7))")
    #expect(swiftSource(of: Action.set(.nanoseconds(-3))) == ".set(.nanoseconds(-3))")
    #expect(swiftSource(of: Action.set(.zero)) == ".set(.seconds(0))")
    // Below a nanosecond, no unit holds it whole.
    #expect(swiftSource(of: Action.set(Duration(secondsComponent: 0, attosecondsComponent: 1)))
      == nil)
  }

  /// A shared value is written as the storage it points to, which `tca-recording` replaces with
  /// the test store's: an element of a shared identified collection as `Shared(…[id: …])!`.
  @Test func writesSharedValuesAsPlaceholdersOfTheirStorage() throws {
    struct Row: Codable, Identifiable { var id: Int; var name: String }
    enum Action { case open(Shared<Row>), all(Shared<IdentifiedArrayOf<Row>>) }
    let rows = Shared(value: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 7, name: "A")]))
    let source = try #require(swiftSource(of: Action.all(rows)))
    let reference = try #require(source.firstMatch(of: /^\.all\(<#shared (\d+)#>\)$/)?.output.1)
    let row = try #require(Shared(rows[id: 7]))
    #expect(swiftSource(of: Action.open(row)) == ".open(Shared(<#shared \(reference)#>[id: 7])!)")
    // A member that is not an element cannot be written.
    #expect(swiftSource(of: Action.open(Shared(value: Row(id: 1, name: "B")))) != nil)
    enum Named { case name(Shared<String>) }
    #expect(swiftSource(of: Named.name(row.name)) == nil)
  }

  @Test func givesUpOnWhatItCannotWriteWithConfidence() {
    struct Box<Value> { var value: Value }
    enum Action { case boxed(Box<Int>), measured(Double) }
    #expect(swiftSource(of: Action.boxed(Box(value: 1))) == nil)
    #expect(swiftSource(of: Action.measured(.infinity)) == nil)
  }
}
