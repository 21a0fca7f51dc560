/// What a button is for, which sets how it is drawn: a destructive button in red, a cancel
/// button in bold.
///
/// ```swift
/// Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
/// ```
public enum ButtonRole: Hashable, Sendable {
  /// Cancels what the user was doing, such as the "Cancel" button of an alert.
  case cancel
  /// Deletes data or does something else that cannot be undone.
  case destructive

  /// The style a button of this role is drawn in, before focus highlighting.
}
