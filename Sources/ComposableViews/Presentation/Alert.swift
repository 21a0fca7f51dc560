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
      presented: store.map { store in AlertView(alert: store.state) { store.send($0) } },
      style: .alert,
      dismiss: { store?.send(.dismiss) }
    )
  }

  /// Presents an alert from a binding to its store, as upstream's SwiftUI helper takes it:
  ///
  /// ```swift
  /// SyncUpDetailView(store: store)
  ///   .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  /// ```
  ///
  /// A button sends its action to the alert's store; Esc, and a button without an action,
  /// set the binding to `nil`, which sends `.dismiss`.
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    PresentationView(
      content: self,
      presented: item.wrappedValue.map { store in
        AlertView(alert: store.state) { action in
          switch action {
          case let .presented(action): store.send(action)
          case .dismiss: item.wrappedValue = nil
          }
        }
      },
      style: .alert,
      dismiss: { item.wrappedValue = nil }
    )
  }
}

/// The inside of an alert's box.
struct AlertView<Action>: View {
  let alert: AlertState<Action>
  let send: @MainActor (PresentationAction<Action>) -> Void

  var body: some View {
    VStack(spacing: 1) {
      Text(String(state: alert.title)).bold()
      if let message = alert.message {
        Text(String(state: message))
      }
      HStack(spacing: 2) {
        ButtonStateButtons(buttons: alert.buttons, send: send)
      }
    }
  }
}
