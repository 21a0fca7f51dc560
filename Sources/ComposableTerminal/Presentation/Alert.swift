import ComposableArchitecture

extension View {
  /// Presents an alert over this view while `store` is not `nil`: its title, its message and
  /// a row of its buttons, in a box in the middle of the screen.
  ///
  /// Scope the store to the alert's state and its presentation action, as in SwiftUI:
  ///
  /// ```swift
  /// SyncUpsListView(store: store)
  ///   .alert(store.scope(state: \.destination?.alert, action: \.destination.alert))
  /// ```
  ///
  /// A button sends its action as `.presented(action)`; Esc, and a button without an action,
  /// send `.dismiss`. The alert takes the keyboard while it is shown, starting on its cancel
  /// button if it has one; an alert without buttons shows "OK".
  public func alert<Action>(
    _ store: Store<AlertState<Action>, PresentationAction<Action>>?
  ) -> some View {
    PresentationView(
      content: self,
      presented: store.map { AlertView(store: $0) },
      placement: .center,
      dismiss: { store?.send(.dismiss) }
    )
  }
}

/// The inside of an alert's box.
struct AlertView<Action>: View {
  let store: Store<AlertState<Action>, PresentationAction<Action>>

  var body: some View {
    let alert = store.state
    VStack(spacing: 1) {
      Text(String(state: alert.title)).bold()
      if let message = alert.message {
        Text(String(state: message))
      }
      HStack(spacing: 2) {
        ButtonStateButtons(buttons: alert.buttons) { store.send($0) }
      }
    }
  }
}
