/// Task-local switches of perception, as swift-perception has them.
///
/// ```swift
/// _PerceptionLocals.$skipPerceptionChecking.withValue(true) {
///   _ = model.count  // read outside of a view's tracking on purpose
/// }
/// ```
///
/// Perception checking (warnings for state a SwiftUI view reads untracked) exists only with
/// SwiftUI, so here these values are kept for code that sets them.
public enum _PerceptionLocals {
  /// Whether reads are exempt from perception checking.
  @TaskLocal public static var skipPerceptionChecking = false

  #if DEBUG
    /// Whether the current code runs inside ``withPerceptionTracking(_:onChange:)``.
    @available(iOS, deprecated: 17)
    @available(macOS, deprecated: 14)
    @available(tvOS, deprecated: 17)
    @available(watchOS, deprecated: 10)
    @TaskLocal public static var isInPerceptionTracking = false
  #endif
}
