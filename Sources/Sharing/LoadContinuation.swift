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
public struct LoadContinuation<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void

  /// Creates a continuation from the function that receives its result; `nil` means "use the
  /// initial value".
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.callback = callback
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) {
    self.callback(.success(value))
  }

  /// Resumes with a failure: the shared value keeps its value and reports `loadError`.
  public func resume(throwing error: any Error) {
    self.callback(.failure(error))
  }

  /// Resumes with a result; a `nil` value means "use the initial value".
  public func resume(with result: Result<Value?, any Error>) {
    self.callback(result)
  }

  /// Resumes without a stored value: the shared value keeps (or returns to) its default.
  public func resumeReturningInitialValue() {
    self.callback(.success(nil))
  }
}

/// How a key reports the result of saving a value. Resume it exactly once.
public struct SaveContinuation: Sendable {
  private let callback: @Sendable (Result<Never?, any Error>) -> Void

  /// Creates a continuation from the function that receives its result.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    self.callback = callback
  }

  /// Resumes after a successful save.
  public func resume() {
    self.callback(.success(nil))
  }

  /// Resumes with a failure, which the shared value reports as `saveError`.
  public func resume(throwing error: any Error) {
    self.callback(.failure(error))
  }

  /// Resumes with a result.
  public func resume(with result: Result<Void, any Error>) {
    switch result {
    case .success: self.resume()
    case let .failure(error): self.resume(throwing: error)
    }
  }
}
