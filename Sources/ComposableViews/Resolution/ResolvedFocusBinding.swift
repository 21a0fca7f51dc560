/// The focus binding of a resolved `focused(_:equals:)`: whether the binding asks for focus
/// now, and how to tell it that focus came or went.
@_spi(Rendering)
public struct ResolvedFocusBinding {
  /// Whether the binding holds the value, asking for the control to be focused.
  public let isRequested: Bool
  /// Tells the binding the control gained (`true`) or lost (`false`) focus.
  public let update: @MainActor (_ isFocused: Bool) -> Void
}
