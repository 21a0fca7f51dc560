/// A resolved `Button`: its title, label, role, shortcut key and action.
@_spi(Rendering)
public struct ResolvedButton {
  /// The button's title; for a button with a label of views, the text and glyphs of the label.
  public let title: String
  /// The views of a `Button(action:label:)`; empty for a button with a title.
  public let label: [ResolvedView]
  public let role: ButtonRole?
  /// The key that presses it from anywhere on the screen, for a host that has keys.
  public let key: Key?
  /// Presses the button.
  public let action: @MainActor () -> Void
}
