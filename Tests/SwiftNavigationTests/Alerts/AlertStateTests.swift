import CustomDump
import SwiftNavigation
import Testing

private enum AlertAction: Equatable, Sendable {
  case confirmDeletion
  case share
}

@Suite
struct AlertStateTests {
  private let alert = AlertState<AlertAction> {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Yes")
    }
    ButtonState(role: .cancel) {
      TextState("Nevermind")
    }
  } message: {
    TextState("Are you sure you want to delete this sync-up?")
  }

  @Test func builder() {
    #expect(String(state: alert.title) == "Delete?")
    #expect(alert.message == TextState("Are you sure you want to delete this sync-up?"))
    #expect(alert.buttons.count == 2)
    #expect(alert.buttons[0].role == .destructive)
    #expect(alert.buttons[0].action == .send(.confirmDeletion))
    #expect(alert.buttons[1].role == .cancel)
    #expect(alert.buttons[1].action.action == nil)
  }

  @Test func conditionalButtons() {
    for canShare in [false, true] {
      let dialog = ConfirmationDialogState<AlertAction>(titleVisibility: .visible) {
        TextState("Options")
      } actions: {
        if canShare {
          ButtonState(action: .share) { TextState("Share") }
        }
        for _ in 0..<2 {
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
      #expect(dialog.buttons.count == (canShare ? 3 : 2))
      #expect(dialog.titleVisibility == .visible)
      #expect(dialog.message == nil)
    }
  }

  @Test func equalityComparesContent() {
    let same = AlertState<AlertAction> {
      TextState("Delete") + TextState("?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure you want to delete this sync-up?")
    }
    #expect(alert == same)
    #expect(alert.hashValue == same.hashValue)

    var other = same
    other.buttons.removeLast()
    #expect(alert != other)
    #expect(
      alert
        != AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
          ButtonState(role: .cancel) { TextState("Nevermind") }
        }
    )
  }

  @Test func identity() {
    let copy = alert
    #expect(copy.id == alert.id)
    let rebuilt = AlertState<AlertAction> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure you want to delete this sync-up?")
    }
    #expect(rebuilt.id != alert.id)
    #expect(rebuilt == alert)
    #expect(rebuilt.buttons[0].id != alert.buttons[0].id)
    #expect(rebuilt.buttons[0] == alert.buttons[0])
    #expect(alert.buttons[0].id != alert.buttons[1].id)

    let mapped = alert.map { $0.map { "\($0)" } }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))

    let dialog = ConfirmationDialogState<AlertAction> {
      TextState("Share?")
    } actions: {
      ButtonState(action: .share) { TextState("Share") }
    }
    let sameDialog = ConfirmationDialogState<AlertAction> {
      TextState("Share?")
    } actions: {
      ButtonState(action: .share) { TextState("Share") }
    }
    #expect(dialog.id != sameDialog.id)
    #expect(dialog == sameDialog)
    #expect(dialog.hashValue == sameDialog.hashValue)
    #expect(dialog.map { $0 }.id == dialog.id)
  }

  @MainActor
  @Test func buttonActions() async {
    var received: [AlertAction?] = []
    alert.buttons[0].withAction { received.append($0) }
    await alert.buttons[1].withAction { action async in received.append(action) }
    #expect(received == [.confirmDeletion, nil])
  }

  @Test func map() {
    let mapped = alert.map { $0.map { "\($0)" } }
    #expect(mapped.buttons.map(\.action.action) == ["confirmDeletion", nil])
    #expect(mapped.title == alert.title)
    #expect(mapped.message == alert.message)
  }

  @Test func alertDump() {
    #expect(
      String(customDumping: alert) == """
        AlertState(
          title: "Delete?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(.confirmDeletion),
              label: "Yes"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Nevermind"
            )
          ],
          message: "Are you sure you want to delete this sync-up?"
        )
        """
    )
  }

  @Test func confirmationDialogDump() {
    let dialog = ConfirmationDialogState<AlertAction>(titleVisibility: .visible) {
      TextState("Share?")
    } actions: {
      ButtonState(action: .share) { TextState("Share") }
    }
    #expect(
      String(customDumping: dialog) == """
        ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Share?",
          actions: [
            [0]: ButtonState(
              action: .send(.share),
              label: "Share"
            )
          ]
        )
        """
    )
  }

  @Test func textState() {
    let text = TextState("Hello, ") + TextState(verbatim: "Blob")
    #expect(String(state: text) == "Hello, Blob")
    #expect(text == TextState("Hello, Blob"))
    #expect(String(customDumping: text) == #""Hello, Blob""#)
  }
}
