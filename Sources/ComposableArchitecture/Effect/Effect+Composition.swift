extension Effect {
  /// Runs several effects at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// Runs a sequence of effects at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Runs this effect and another at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    // Most actions return `.none` from most reducers: decided inline, without generic code.
    if case .none = other.operation { return self }
    if case .none = self.operation { return other }
    return self.mergeEffects(with: other)
  }

  @usableFromInline
  func mergeEffects(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _):
      return other
    case (_, .none):
      return self
    case let (.merge(lhs), .merge(rhs)):
      return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _):
      return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)):
      return Self(operation: .merge([self] + rhs))
    default:
      return Self(operation: .merge([self, other]))
    }
  }

  /// Runs several effects one after the other: each starts when the previous one has finished.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// Runs a sequence of effects one after the other.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// Runs another effect after this one has finished.
  public func concatenate(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _):
      return other
    case (_, .none):
      return self
    case let (.concatenate(lhs), .concatenate(rhs)):
      return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _):
      return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)):
      return Self(operation: .concatenate([self] + rhs))
    default:
      return Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms the actions this effect sends.
  ///
  /// Used to embed a child feature's effects in its parent's domain.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch self.operation {
    case .none:
      return .none
    case let .send(action):
      return Effect<T>(operation: .send(UncheckedSendable(transform(action.value))))
    case let .run(run):
      return Effect<T>(
        operation: .run(
          Effect<T>.Run(
            priority: run.priority,
            name: run.name,
            dependencies: run.dependencies,
            operation: { send in
              await run.operation(Send { action in send(transform(action)) })
            }
          )
        )
      )
    case let .cancel(tokens):
      return Effect<T>(operation: .cancel(tokens))
    case let .merge(effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(token, cancelInFlight, effect):
      return Effect<T>(
        operation: .cancellable(token, cancelInFlight: cancelInFlight, effect.map(transform))
      )
    case let .lifetime(effect, hooks):
      return Effect<T>(operation: .lifetime(effect.map(transform), hooks))
    }
  }
}
