/// A key for a value of ``EnvironmentValues``, with the value views read when no ancestor
/// set one, as in SwiftUI.
///
/// Declare a key and a property of ``EnvironmentValues`` for it, then read it with
/// `@Environment(\.meetingTheme)` and set it with `.environment(\.meetingTheme, .orange)`:
///
/// ```swift
/// private struct MeetingThemeKey: EnvironmentKey {
///   static let defaultValue = Color.orange
/// }
///
/// extension EnvironmentValues {
///   var meetingTheme: Color {
///     get { self[MeetingThemeKey.self] }
///     set { self[MeetingThemeKey.self] = newValue }
///   }
/// }
/// ```
///
/// SwiftUI's `@Entry` macro, which writes both for you, is not offered: declare the key.
public protocol EnvironmentKey {
  associatedtype Value
  /// The value of the key where no ancestor view set one.
  static var defaultValue: Value { get }
}
