import Foundation

/// Whether perceptible state read by a SwiftUI view outside of its tracking is reported.
///
/// ```swift
/// isPerceptionCheckingEnabled = false
/// ```
///
/// Perception checking exists only with SwiftUI; elsewhere this is `false` and setting it changes
/// nothing else.
@available(iOS, deprecated: 17, message: "'isPerceptionCheckingEnabled' is no longer needed in iOS 17+.")
@available(macOS, deprecated: 14, message: "'isPerceptionCheckingEnabled' is no longer needed in macOS 14+.")
@available(tvOS, deprecated: 17, message: "'isPerceptionCheckingEnabled' is no longer needed in tvOS 17+.")
@available(watchOS, deprecated: 10, message: "'isPerceptionCheckingEnabled' is no longer needed in watchOS 10+.")
public var isPerceptionCheckingEnabled: Bool {
  get { perceptionChecking.withLock { $0.isEnabled } }
  set { perceptionChecking.withLock { $0.isEnabled = newValue } }
}

private let perceptionChecking = PerceptionChecking()

private final class PerceptionChecking: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  var isEnabled = false

  func withLock<R>(_ body: (PerceptionChecking) -> R) -> R {
    self.lock.lock()
    defer { self.lock.unlock() }
    return body(self)
  }
}
