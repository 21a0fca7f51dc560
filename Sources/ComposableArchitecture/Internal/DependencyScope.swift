import Dependencies

extension DependencyValues {
  /// Whether `other` is this very value: the same storage, not merely equal contents.
  ///
  /// Two copies of one `DependencyValues` share their storage, so comparing their bits is exact:
  /// equal bits mean identical values, and differing bits only cost an unneeded push.
  func isIdentical(to other: DependencyValues) -> Bool {
    withUnsafeBytes(of: self) { lhs in
      withUnsafeBytes(of: other) { rhs in lhs.elementsEqual(rhs) }
    }
  }
}

/// Runs `operation` with `dependencies` as the current dependency values.
///
/// When they already are the current values (a store sent to from its own effects, or a root store
/// created without overrides and sent to from outside any `withDependencies`), nothing is pushed:
/// outside a task, a task-local push costs two heap allocations.
func withCurrentDependencies<R>(
  _ dependencies: DependencyValues,
  operation: () throws -> R
) rethrows -> R {
  if DependencyValues._current.isIdentical(to: dependencies) {
    return try operation()
  }
  return try DependencyValues.$_current.withValue(dependencies, operation: operation)
}

/// Asynchronous ``withCurrentDependencies(_:operation:)``.
func withCurrentDependencies<R>(
  _ dependencies: DependencyValues,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  if DependencyValues._current.isIdentical(to: dependencies) {
    return try await operation()
  }
  return try await DependencyValues.$_current.withValue(
    dependencies, operation: operation, isolation: isolation
  )
}
