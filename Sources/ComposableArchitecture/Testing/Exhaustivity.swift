/// How much a ``TestStore`` requires a test to assert.
///
/// An exhaustive test store (the default) fails the test when any state change, received action
/// or in-flight effect goes unasserted. A non-exhaustive one checks only what the test asserts:
///
/// ```swift
/// let store = TestStore(initialState: AppFeature.State()) {
///   AppFeature()
/// }
/// store.exhaustivity = .off
///
/// await store.send(.login(.submitButtonTapped))
/// await store.receive(\.login.delegate.didLogin) {
///   $0.selectedTab = .activity
/// }
/// ```
///
/// With `.off(showSkippedAssertions: true)`, what the test did not assert is still shown, as known
/// issues that do not fail the test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and in-flight effect must be asserted.
  case on

  /// Only what the test asserts is checked.
  ///
  /// - Parameter showSkippedAssertions: Whether to show the assertions that were skipped as known
  ///   issues.
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked, and skipped assertions are not shown.
  public static let off = Self.off(showSkippedAssertions: false)
}
