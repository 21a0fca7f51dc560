import Foundation
import SwiftNavigation
import Testing

private enum DialogAction: Codable, Equatable, Sendable {
  case confirmDeletion
  case rename(String)
}

/// The alert family encodes what its equality compares, and decodes to equal values.
@Suite
struct AlertStateCodingTests {
  private func roundTrip<Value: Codable>(_ value: Value) throws -> (Value, String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(value)
    return (try JSONDecoder().decode(Value.self, from: data), String(decoding: data, as: UTF8.self))
  }

  @Test func textStateEncodesTheStringItShows() throws {
    let (decoded, json) = try roundTrip(TextState("Delete ") + TextState(verbatim: "sync-up?"))
    #expect(json == #""Delete sync-up?""#)
    #expect(decoded == TextState("Delete sync-up?"))
  }

  @Test func buttonStateRoleAndTitleVisibilityEncodeTheirNames() throws {
    #expect(try roundTrip(ButtonStateRole.cancel) == (.cancel, #""cancel""#))
    #expect(try roundTrip(ButtonStateRole.destructive) == (.destructive, #""destructive""#))
    let (visibility, json) = try roundTrip(ConfirmationDialogStateTitleVisibility.visible)
    #expect(visibility == .visible)
    #expect(json == #""visible""#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ButtonStateRole.self, from: Data(#""primary""#.utf8))
    }
  }

  @Test func buttonStateActionEncodesItsActionAndAnimation() throws {
    let (sent, sentJSON) = try roundTrip(ButtonStateAction<DialogAction>.send(.rename("A")))
    #expect(sent == .send(.rename("A")))
    #expect(sentJSON == #"{"send":{"rename":{"_0":"A"}}}"#)
    let (none, noneJSON) = try roundTrip(ButtonStateAction<DialogAction>.send(nil))
    #expect(none == .send(nil))
    #expect(noneJSON == #"{"send":null}"#)
    let animated = ButtonStateAction<DialogAction>.send(.confirmDeletion, animation: .easeInOut)
    let (decodedAnimated, animatedJSON) = try roundTrip(animated)
    #expect(decodedAnimated == animated)
    #expect(animatedJSON == #"{"animatedSend":{"confirmDeletion":{}},"animation":"easeInOut"}"#)
  }

  @Test func alertStateRoundTrips() throws {
    let alert = AlertState<DialogAction> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure?")
    }
    let (decoded, json) = try roundTrip(alert)
    #expect(decoded == alert)
    #expect(decoded.buttons.map(\.role) == [.destructive, .cancel])
    #expect(
      json == """
        {"buttons":[{"action":{"send":{"confirmDeletion":{}}},"label":"Yes","role":"destructive"},\
        {"action":{"send":null},"label":"Nevermind","role":"cancel"}],\
        "message":"Are you sure?","title":"Delete?"}
        """
    )
    let (withoutMessage, _) = try roundTrip(AlertState<DialogAction> { TextState("Saved") })
    #expect(withoutMessage.message == nil)
    #expect(withoutMessage.buttons.isEmpty)
  }

  @Test func confirmationDialogStateRoundTrips() throws {
    let dialog = ConfirmationDialogState<DialogAction>(titleVisibility: .hidden) {
      TextState("Rename?")
    } actions: {
      ButtonState(action: .rename("B")) { TextState("Rename to B") }
    } message: {
      TextState("Pick a name")
    }
    let (decoded, json) = try roundTrip(dialog)
    #expect(decoded == dialog)
    #expect(decoded.titleVisibility == .hidden)
    #expect(json.contains(#""titleVisibility":"hidden""#))
  }
}
