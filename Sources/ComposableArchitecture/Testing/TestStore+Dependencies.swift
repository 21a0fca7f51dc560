extension TestStore {
  /// Runs `operation` with some dependencies changed, then restores them.
  ///
  /// ```swift
  /// await store.withDependencies {
  ///   $0.numberFact.fetch = { _ in throw SomeError() }
  /// } operation: {
  ///   await store.send(.factButtonTapped) { $0.isLoading = true }
  ///   await store.receive(\.factFailed) { $0.isLoading = false }
  /// }
  /// ```
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.dependencies
    defer { self.dependencies = previous }
    try updateValuesForOperation(&self.dependencies)
    return try await operation()
  }

  /// Runs synchronous `operation` with some dependencies changed, then restores them.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.dependencies
    defer { self.dependencies = previous }
    try updateValuesForOperation(&self.dependencies)
    return try operation()
  }
}
