/// The result of an asynchronous operation that can fail, which compares equal when its errors
/// are equatable: the action payload of effects from before `Result` was preferred.
///
/// ```swift
/// case factResponse(TaskResult<String>)
/// // …
/// return .run { [count = state.count] send in
///   await send(.factResponse(TaskResult { try await self.numberFact.fetch(count) }))
/// }
/// ```
///
/// Two failures are equal when their errors are of the same `Equatable` type and equal; comparing
/// errors that are not equatable reports an issue. Upstream deprecates it on Apple platforms only
/// (from a future version), and so does this library: it compiles without warnings everywhere.
@available(iOS, deprecated: 9999, message: "Use Swift's 'Result' type instead. If you are relying on 'TaskResult' for equatability, please refactor your domain to be more precise, or see the following migration guide: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Equatable-TaskResult")
@available(macOS, deprecated: 9999, message: "Use Swift's 'Result' type instead. If you are relying on 'TaskResult' for equatability, please refactor your domain to be more precise, or see the following migration guide: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Equatable-TaskResult")
@available(tvOS, deprecated: 9999, message: "Use Swift's 'Result' type instead. If you are relying on 'TaskResult' for equatability, please refactor your domain to be more precise, or see the following migration guide: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Equatable-TaskResult")
@available(watchOS, deprecated: 9999, message: "Use Swift's 'Result' type instead. If you are relying on 'TaskResult' for equatability, please refactor your domain to be more precise, or see the following migration guide: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Equatable-TaskResult")
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation succeeded with a value.
  case success(Success)

  /// The operation failed with an error.
  case failure(any Error)

  /// Runs `body`, capturing its value or the error it throws.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// Converts a `Result`.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The success value, or the failure's error, thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// Transforms the success value.
  public func map<NewSuccess>(
    _ transform: (Success) -> NewSuccess
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): .success(transform(value))
    case let .failure(error): .failure(error)
    }
  }

  /// Transforms the success value into another result.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): transform(value)
    case let .failure(error): .failure(error)
    }
  }
}

extension TaskResult: CasePathable {
  /// The case paths of `TaskResult`: `\.success` and `\.failure`.
  public struct AllCasePaths: Sendable {
    /// The `success` case.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case let .success(value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The `failure` case.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case let .failure(error) = $0 else { return nil }
          return error
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Result where Success: Sendable, Failure == any Error {
  /// Converts a `TaskResult`.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      if let isEqual = equatableErrors(lhs, rhs) { return isEqual }
      if type(of: lhs) == type(of: rhs) {
        reportIssue(
          """
          "\(typeName(type(of: lhs)))" is not equatable. …

          To test two values of this type, it must conform to the "Equatable" protocol. For           example:

              extension \(typeName(type(of: lhs))): Equatable {}

          See the documentation of "TaskResult" for more information.
          """
        )
      }
      return false
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(0)
      hasher.combine(value)
    case let .failure(error):
      hasher.combine(1)
      if let error = hashable(error) {
        hasher.combine(AnyHashable(error))
      } else {
        reportIssue(
          """
          "\(typeName(type(of: error)))" is not hashable. …

          To hash a value of this type, it must conform to the "Hashable" protocol. For example:

              extension \(typeName(type(of: error))): Hashable {}

          See the documentation of "TaskResult" for more information.
          """
        )
      }
    }
  }
}

/// An error as a hashable value, when its type is `Hashable`.
private func hashable(_ error: Any) -> (any Hashable)? {
  error as? any Hashable
}

/// Whether two errors are equal, or `nil` when they are not of the same `Equatable` type.
private func equatableErrors(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  func isEqual<E: Equatable>(_ lhs: E) -> Bool? {
    guard let rhs = rhs as? E else { return nil }
    return lhs == rhs
  }
  return isEqual(lhs)
}
