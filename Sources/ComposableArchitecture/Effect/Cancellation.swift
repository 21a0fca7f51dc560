extension Effect {
  /// Makes this effect cancellable by `id`, through ``cancel(id:)`` or `Task.cancel(id:)`.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in self.clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTick)
  ///   }
  /// }
  /// .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The effect's identifier, scoped to the store (and presented child) it runs in.
  ///   - cancelInFlight: Whether to cancel any in-flight effect with the same id before starting.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    switch self.operation {
    case .none:
      return .none
    default:
      return Self(
        operation: .cancellable(.current(id), cancelInFlight: cancelInFlight, self)
      )
    }
  }

  /// An effect that cancels any in-flight effect with the given id.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel([.current(id)]))
  }

  /// An effect that cancels any in-flight effects with the given ids.
  public static func cancel(ids: [any Hashable & Sendable]) -> Self {
    Self(operation: .cancel(ids.map { .current($0) }))
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels any in-flight effect with the given id, from inside an effect.
  public static func cancel(id: some Hashable & Sendable) {
    CancellationRegistry.shared.cancel(.current(id))
  }
}

/// Runs `operation` so that it can be cancelled by `id`, from an effect or with
/// `Task.cancel(id:)`.
///
/// ```swift
/// return .run { send in
///   await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     await send(.searchResponse(try? await self.api.search(query)))
///   }
/// }
/// ```
///
/// The caller's isolation (`isolation`) is kept while waiting for `operation`.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let registration = CancellableRegistration(.current(id), cancelInFlight: cancelInFlight)
  let task = Task<T, any Error> {
    defer { registration.end() }
    return try await operation()
  }
  registration.handle.attach { task.cancel() }
  return try await withTaskCancellationHandler {
    try await task.value
  } onCancel: {
    task.cancel()
  }
}

/// Runs a non-throwing `operation` so that it can be cancelled by `id`.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async -> T
) async -> T {
  let registration = CancellableRegistration(.current(id), cancelInFlight: cancelInFlight)
  let task = Task<T, Never> {
    defer { registration.end() }
    return await operation()
  }
  registration.handle.attach { task.cancel() }
  return await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
}

/// A task's entry in the registry under an id, from before the task starts until it ends. Tasks
/// created for it inherit the caller's task-local values, dependencies included.
struct CancellableRegistration: Sendable {
  let token: CancelToken
  let handle = CancellationHandle()

  init(_ token: CancelToken, cancelInFlight: Bool) {
    self.token = token
    if cancelInFlight { CancellationRegistry.shared.cancel(self.token) }
    CancellationRegistry.shared.register(self.handle, for: self.token)
  }

  func end() {
    CancellationRegistry.shared.unregister(self.handle, for: self.token)
  }
}
