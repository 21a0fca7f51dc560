/// How a key reports the result of loading its value. Resume it exactly once.
///
/// ```swift
/// func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
///   do {
///     continuation.resume(returning: try decode(read()))
///   } catch {
///     continuation.resume(throwing: error)
///   }
/// }
/// ```
///
/// A key must resume every continuation it is given exactly once. One that is resumed again
/// reports an issue and ignores the second result; one whose last copy goes away without being
/// resumed reports that the key leaked it, and resumes with the initial value, so that nothing
/// waits on it for ever.
public struct LoadContinuation<Value>: Sendable {
  private let box: ContinuationBox<Value>

  /// Creates a continuation from the function that receives its result; `nil` means "use the
  /// initial value". `description` names the key in the issues a misused continuation reports.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, callback: callback)
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) {
    self.box.resume(with: .success(value))
  }

  /// Resumes with a failure: the shared value keeps its value and reports `loadError`.
  public func resume(throwing error: any Error) {
    self.box.resume(with: .failure(error))
  }

  /// Resumes with a result; a `nil` value means "use the initial value".
  public func resume(with result: Result<Value?, any Error>) {
    self.box.resume(with: result)
  }

  /// Resumes without a stored value: the shared value keeps (or returns to) its default.
  public func resumeReturningInitialValue() {
    self.box.resume(with: .success(nil))
  }
}

/// How a key reports the result of saving a value. Resume it exactly once.
///
/// As with ``LoadContinuation``, a second resume is reported and ignored, and a continuation
/// dropped without being resumed is reported as leaked and resumes as if the save succeeded.
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Never>
  /// The storage whose value is being saved, for the hosts that wait for the saves of what they
  /// show (`PendingSaves`); `nil` for a continuation made outside a shared value.
  let storage: ObjectIdentifier?

  /// Creates a continuation from the function that receives its result. `description` names the
  /// key in the issues a misused continuation reports.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, callback: callback)
    self.storage = nil
  }

  init(
    _ description: @autoclosure @escaping @Sendable () -> String,
    storage: AnyObject?,
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, callback: callback)
    self.storage = storage.map(ObjectIdentifier.init)
  }

  /// Resumes after a successful save.
  public func resume() {
    self.box.resume(with: .success(nil))
  }

  /// Resumes with a failure, which the shared value reports as `saveError`.
  public func resume(throwing error: any Error) {
    self.box.resume(with: .failure(error))
  }

  /// Resumes with a result.
  public func resume(with result: Result<Void, any Error>) {
    switch result {
    case .success: self.resume()
    case let .failure(error): self.resume(throwing: error)
    }
  }
}
