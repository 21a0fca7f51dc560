/// The purpose of a button in an alert or confirmation dialog, which a user interface may use to
/// style or place it.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// A button that cancels the current operation.
  case cancel

  /// A button that deletes data or performs another destructive operation.
  case destructive
}
