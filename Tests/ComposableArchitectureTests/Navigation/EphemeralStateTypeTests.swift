@testable import ComposableArchitecture
import Testing

/// The presentation reducer decides once, from the destination's type, whether its state can be
/// ephemeral; these are the types it must answer for.
@Suite struct EphemeralStateTypeTests {
  struct Plain { var count = 0 }
  final class Reference {}
  enum Destination {
    case alert(AlertState<Never>)
    case plain(Plain)
  }

  @Test func alertsAndEnumsMayBeEphemeral() {
    #expect(mayBeEphemeral(AlertState<Never>.self))
    #expect(mayBeEphemeral(ConfirmationDialogState<Never>.self))
    #expect(mayBeEphemeral(Destination.self))
    #expect(mayBeEphemeral(Optional<Int>.self))
  }

  @Test func structsClassesAndTuplesAreNot() {
    #expect(!mayBeEphemeral(Plain.self))
    #expect(!mayBeEphemeral(Int.self))
    #expect(!mayBeEphemeral(Reference.self))
    #expect(!mayBeEphemeral((Int, String).self))
  }

  @Test func theEnumCheckStillLooksAtTheCase() {
    #expect(isEphemeral(Destination.alert(AlertState(title: { TextState("Hi") }))))
    #expect(!isEphemeral(Destination.plain(Plain())))
  }
}
