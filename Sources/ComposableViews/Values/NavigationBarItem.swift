/// What SwiftUI's navigation bar names, for ``View/navigationBarTitleDisplayMode(_:)``.
public enum NavigationBarItem {
  /// How large a screen's title is drawn.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the platform draws it.
    case automatic
    /// In the bar, small.
    case inline
    /// Large, under the bar.
    case large
  }
}
