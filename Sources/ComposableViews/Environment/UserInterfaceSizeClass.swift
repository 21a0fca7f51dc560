/// How much room a view has along one axis, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact
  case regular
}

private enum HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

extension EnvironmentValues {
  /// The horizontal size class: `.compact` on both hosts, which draw one column of content
  /// as an iPhone does, unless an ancestor sets it; `nil` stands for "unknown", as on macOS.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
}
