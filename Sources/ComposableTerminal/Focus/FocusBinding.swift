@_spi(Rendering) import ComposableViews

/// A focus target tied to a value by `focused(_:equals:)`: the value puts focus on the
/// target, and moving focus onto or off the target writes the value back.
struct FocusBinding {
  let id: ViewPath
  /// Whether the binding held the target's value when the frame was resolved.
  let isRequested: Bool
  /// Writes the target's value when it gains focus, or `nil` when it loses it.
  let update: @MainActor (_ isFocused: Bool) -> Void
}
