import Foundation

/// How a key reports changes its source went through after the value was loaded.
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let onLoading: (@Sendable (Bool) -> Void)?

  /// Creates a subscriber from the functions that receive values and loading states.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Reports a new value.
  public func yield(_ value: Value) {
    self.callback(.success(value))
  }

  /// Reports a failure, which the shared value reports as `loadError`.
  public func yield(throwing error: any Error) {
    self.callback(.failure(error))
  }

  /// Reports a result; a `nil` value means "the source holds nothing: use the initial value".
  public func yield(with result: Result<Value?, any Error>) {
    self.callback(result)
  }

  /// Reports that the source holds nothing any more: the shared value returns to its default.
  public func yieldReturningInitialValue() {
    self.callback(.success(nil))
  }

  /// Reports that the source is loading (or has finished loading).
  public func yieldLoading(_ isLoading: Bool = true) {
    self.onLoading?(isLoading)
  }
}

/// A subscription a key returns from `subscribe(context:subscriber:)`. It is cancelled once: when
/// `cancel()` is called, or when its last copy is released (the last shared value that uses the
/// key went away).
///
/// ```swift
/// let observer = NotificationCenter.default.addObserver(…)
/// return SharedSubscription { NotificationCenter.default.removeObserver(observer) }
/// ```
public struct SharedSubscription: Sendable {
  private let box: CancellationBox

  /// Creates a subscription from what stops it.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = CancellationBox(cancel)
  }

  /// Stops the subscription.
  public func cancel() {
    self.box.cancel()
  }
}

/// Runs a subscription's cancellation once, at the latest when the subscription is released.
private final class CancellationBox: @unchecked Sendable {
  private let lock = NSLock()
  private var onCancel: (@Sendable () -> Void)?

  init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = onCancel
  }

  deinit {
    self.onCancel?()
  }

  func cancel() {
    let onCancel = self.lock.withLock {
      defer { self.onCancel = nil }
      return self.onCancel
    }
    onCancel?()
  }
}
