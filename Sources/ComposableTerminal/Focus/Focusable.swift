@_spi(Rendering) import ComposableViews

/// A view that can hold keyboard focus, registered while a frame is drawn.
struct Focusable {
  let id: ViewPath
  /// Handles a key while focused; returns `false` to let focus navigation or shortcuts
  /// have it (a button ignores ↓, so ↓ moves focus on).
  let handleKey: @MainActor (Key) -> Bool
  /// Inserts text typed or pasted at once, for views that edit text; others ignore pastes.
  var insertText: (@MainActor (String) -> Void)? = nil
  /// Whether the arrows move focus here; a toolbar's controls are reached with Tab only.
  var isReachedByArrows = true
}
