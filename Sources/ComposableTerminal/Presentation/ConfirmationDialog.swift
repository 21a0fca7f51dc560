import ComposableArchitecture

extension View {
  /// Presents a confirmation dialog over this view while `store` is not `nil`: its title
  /// (unless hidden), its message and a column of its buttons, at the bottom of the screen.
  ///
  /// ```swift
  /// MeetingView(store: store)
  ///   .confirmationDialog(
  ///     store.scope(state: \.destination?.confirmationDialog, action: \.destination.confirmationDialog)
  ///   )
  /// ```
  ///
  /// Buttons, Esc and focus behave as in ``View/alert(_:)``.
  public func confirmationDialog<Action>(
    _ store: Store<ConfirmationDialogState<Action>, PresentationAction<Action>>?
  ) -> some View {
    PresentationView(
      content: self,
      presented: store.map { ConfirmationDialogView(store: $0) },
      placement: .bottom,
      dismiss: { store?.send(.dismiss) }
    )
  }
}

/// The inside of a confirmation dialog's box.
struct ConfirmationDialogView<Action>: View {
  let store: Store<ConfirmationDialogState<Action>, PresentationAction<Action>>

  var body: some View {
    let dialog = store.state
    VStack(spacing: 1) {
      if dialog.titleVisibility != .hidden {
        Text(String(state: dialog.title)).bold()
      }
      if let message = dialog.message {
        Text(String(state: message))
      }
      VStack {
        ButtonStateButtons(buttons: dialog.buttons) { store.send($0) }
      }
    }
  }
}
