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
  /// Buttons, Esc and focus behave as in an alert.
  public func confirmationDialog<Action>(
    _ store: Store<ConfirmationDialogState<Action>, PresentationAction<Action>>?
  ) -> some View {
    PresentationView(
      content: self,
      presented: store.map { store in ConfirmationDialogView(dialog: store.state) { store.send($0) } },
      style: .confirmationDialog,
      dismiss: { store?.send(.dismiss) }
    )
  }

  /// Presents a confirmation dialog from a binding to its store, as upstream's SwiftUI helper
  /// takes it: `.confirmationDialog($store.scope(state: \.dialog, action: \.dialog))`.
  ///
  /// Buttons, Esc and focus behave as in an alert.
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    PresentationView(
      content: self,
      presented: item.wrappedValue.map { store in
        ConfirmationDialogView(dialog: store.state) { action in
          switch action {
          case let .presented(action): store.send(action)
          case .dismiss: item.wrappedValue = nil
          }
        }
      },
      style: .confirmationDialog,
      dismiss: { item.wrappedValue = nil }
    )
  }
}

/// The inside of a confirmation dialog's box.
struct ConfirmationDialogView<Action>: View {
  let dialog: ConfirmationDialogState<Action>
  let send: @MainActor (PresentationAction<Action>) -> Void

  var body: some View {
    VStack(spacing: 1) {
      if dialog.titleVisibility != .hidden {
        Text(String(state: dialog.title)).bold()
      }
      if let message = dialog.message {
        Text(String(state: message))
      }
      VStack {
        ButtonStateButtons(buttons: dialog.buttons, send: send)
      }
    }
  }
}
