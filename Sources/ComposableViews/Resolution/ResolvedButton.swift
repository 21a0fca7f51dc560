/// A resolved `Button`: its title, role, shortcut key and action.
@_spi(Rendering)
public struct ResolvedButton {
  public let title: String
  public let role: ButtonRole?
  /// The key that presses it from anywhere on the screen, for a host that has keys.
  public let key: Key?
  /// Presses the button.
  public let action: @MainActor () -> Void
}
