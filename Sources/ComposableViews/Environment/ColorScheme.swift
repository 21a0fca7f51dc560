/// Whether a view is drawn light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light
  case dark
}

private enum ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The colour scheme views are drawn in: `.light` unless an ancestor sets it with
  /// `.environment(\.colorScheme, .dark)`. The hosts do not report the terminal's or the
  /// browser's own theme here; the browser page follows the reader's theme in its stylesheet.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}
