/// A resolved alert, confirmation dialog or sheet, presented over the views that present it.
@_spi(Rendering)
public struct ResolvedPresentation {
  /// What is presented, which says how a host shows it.
  public enum Style: Hashable, Sendable {
    /// An `alert`: a title, a message and buttons, in the middle of the screen.
    case alert
    /// A `confirmationDialog`: a title, a message and buttons, at the bottom of the screen.
    case confirmationDialog
    /// A `sheet`: a screen of its own over the one presenting it.
    case sheet
  }

  public let style: Style
  /// The presented views' identity; while it is presented, only views inside it take input.
  public let id: ViewPath
  /// The presented views.
  public let content: [ResolvedView]
  /// Dismisses the presentation, as Esc does in the terminal.
  public let dismiss: @MainActor () -> Void
}
