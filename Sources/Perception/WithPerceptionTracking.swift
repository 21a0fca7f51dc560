import Observation

/// Runs `apply`, and calls `onChange` once, the first time a property of a ``Perceptible`` (or
/// `Observable`) value read during `apply` is about to change.
///
/// ```swift
/// let settings = Settings()
/// withPerceptionTracking {
///   _ = settings.volume
/// } onChange: {
///   print("volume will change")
/// }
/// settings.volume += 1  // prints "volume will change"
/// ```
///
/// Where the Observation module exists this is `withObservationTracking`.
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
