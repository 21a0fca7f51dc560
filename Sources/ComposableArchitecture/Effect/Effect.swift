/// The work a reducer asks the store to do after it has changed state, feeding actions back into
/// the system.
///
/// Effects are values: ``none``, ``send(_:)``, `run(priority:operation:catch:)`,
/// and their combinations (``merge(_:)-5ai73``, ``concatenate(_:)-3iza9``, ``map(_:)``,
/// ``cancellable(id:cancelInFlight:)``, ``cancel(id:)``). The store interprets them: synchronous
/// parts run before `send` returns, asynchronous parts run as tasks that the store owns.
public struct Effect<Action>: Sendable {
  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }

  @usableFromInline
  enum Operation: Sendable {
    case none
    // Boxed like the other payloads, so that the layout does not depend on `Action`: generic code
    // then copies and destroys an effect without calling into the runtime.
    indirect case send(UncheckedSendable<Action>)
    indirect case run(Run)
    case cancel([CancelToken])
    indirect case merge([Effect])
    indirect case concatenate([Effect])
    indirect case cancellable(CancelToken, cancelInFlight: Bool, Effect)
    indirect case lifetime(Effect, EffectLifetimeHooks)
  }

  /// An asynchronous unit of work, run in its own task with the dependencies it was created with.
  @usableFromInline
  struct Run: Sendable {
    let priority: TaskPriority?
    let name: String?
    let dependencies: DependencyValues
    let operation: @Sendable (Send<Action>) async -> Void
  }
}

extension Effect {
  /// Whether the effect does all of its work when it starts (sending actions, cancelling): a
  /// store delivers such an effect's actions before `send` returns, in order, as upstream
  /// delivers the actions of synchronous publishers.
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel:
      return true
    case .run:
      return false
    case let .merge(effects), let .concatenate(effects):
      return effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect), let .lifetime(effect, _):
      return effect.isSynchronous
    }
  }
}

extension Effect {
  /// An effect that does nothing and completes immediately.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that feeds an action back into the store synchronously, right after the current
  /// action has been reduced.
  ///
  /// Prefer calling shared logic directly over sending actions to share logic.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(UncheckedSendable(action)))
  }

  /// Wraps asynchronous work that can send actions back into the store.
  ///
  /// ```swift
  /// return .run { [count = state.count] send in
  ///   let fact = try await self.numberFact.fetch(count)
  ///   await send(.factResponse(fact))
  /// }
  /// ```
  ///
  /// A non-cancellation error thrown by `operation` goes to `handler`; without a handler it is
  /// reported as an issue, since such errors must be handled explicitly. `name` names the task
  /// the effect runs in, for debuggers and `Task.name`.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(
      operation: .run(
        Run(
          priority: priority,
          name: name,
          dependencies: DependencyValues._current,
          operation: { send in
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch {
              if let handler {
                await handler(error, send)
              } else {
                reportUnhandledEffectError(
                  error, fileID: fileID, filePath: filePath, line: line, column: column
                )
              }
            }
          }
        )
      )
    )
  }
}

private func reportUnhandledEffectError(
  _ error: any Error,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  var errorDump = ""
  customDump(error, to: &errorDump, indent: 4)
  reportIssue(
    """
    An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

    \(errorDump)

    All non-cancellation errors must be explicitly handled via the "catch" parameter on \
    "Effect.run", or via a "do" block.
    """,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
