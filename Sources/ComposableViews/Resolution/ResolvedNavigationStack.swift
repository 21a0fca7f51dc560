import ComposableArchitecture

/// A resolved `NavigationStack`: the screen on top, and how to go back from it.
@_spi(Rendering)
public struct ResolvedNavigationStack {
  /// The ids of the pushed screens, bottom first; empty while the root is shown. A store's
  /// element has its id; a screen of a value or a view is numbered by its position.
  public let elementIDs: [StackElementID]
  /// The top screen's identity.
  public let screenID: ViewPath
  /// The views of the top screen: the root's, or the last pushed element's.
  public let screen: [ResolvedView]
  /// Pops the top screen; `nil` at the root.
  public let pop: (@MainActor () -> Void)?
}
