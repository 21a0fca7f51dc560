import Foundation

private enum LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}

private enum IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// The locale views format for: the process's current locale unless an ancestor sets one.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// Whether the controls of the view take input: `false` inside `disabled(true)`, or where
  /// an ancestor sets it.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
