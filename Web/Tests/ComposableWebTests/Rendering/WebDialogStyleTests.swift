import ComposableArchitecture
import ComposableViews
import Foundation
import Testing

@testable import ComposableWeb

/// A screen that asks in an alert with three buttons and in a confirmation dialog, as the
/// examples do (SyncUps' end-meeting alert, an upstream-style "Share…" action sheet).
@Reducer
private struct Asking {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Choice>?
    @Presents var dialog: ConfirmationDialogState<Action.Choice>?
  }

  enum Action {
    case alert(PresentationAction<Choice>)
    case dialog(PresentationAction<Choice>)
    case askInAlert
    case askInDialog

    @CasePathable
    enum Choice: Equatable { case save, discard }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .askInAlert:
        state.alert = AlertState {
          TextState("End meeting?")
        } actions: {
          ButtonState(action: .save) { TextState("Save and end") }
          ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
          ButtonState(role: .cancel) { TextState("Resume") }
        }
      case .askInDialog:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("End meeting?")
        } actions: {
          ButtonState(role: .cancel) { TextState("Resume") }
          ButtonState(action: .save) { TextState("Save and end") }
          ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
        }
      case .alert, .dialog:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

private struct AskingView: View {
  let store: StoreOf<Asking>

  var body: some View {
    VStack {
      Button("Ask in an alert") { store.send(.askInAlert) }
      Button("Ask in a dialog") { store.send(.askInDialog) }
    }
    .alert(store.scope(state: \.alert, action: \.alert))
    .confirmationDialog(store.scope(state: \.dialog, action: \.dialog))
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebDialogStyleTests {
  /// page.css draws a dialog by its class: an alert as a centred card (three buttons or more
  /// stacked), a confirmation dialog as an action sheet whose Cancel sits apart. The classes and
  /// the buttons' roles are what it needs; `appearance-browser.py` checks the drawing itself.
  @Test func anAlertAndAConfirmationDialogCarryTheirStyleAndTheirButtonsRoles() throws {
    for (action, style) in [(Asking.Action.askInAlert, "alert"), (.askInDialog, "confirmationDialog")] {
      let store = Store(initialState: Asking.State()) { Asking() }
      let session = WebSession(scene: WebScene { AskingView(store: store) })
      store.send(action)
      _ = session.update()

      let dialog = try #require(session.tree.first { $0.tag == "dialog" })
      #expect(dialog.attributes["class"] == style)
      let buttons = Self.buttons(in: dialog)
      #expect(buttons.map(\.allText).sorted() == ["Discard", "Resume", "Save and end"])
      #expect(buttons.first { $0.allText == "Resume" }?.attributes["class"] == "cancel")
      #expect(buttons.first { $0.allText == "Discard" }?.attributes["class"] == "destructive")
      #expect(buttons.first { $0.allText == "Save and end" }?.attributes["class"] == nil)
    }
  }

  private static func buttons(in node: HTMLNode) -> [HTMLNode] {
    node.tag == "button" ? [node] : node.children.flatMap(buttons(in:))
  }
}
