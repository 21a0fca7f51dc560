extension Effect {
  /// Moves this effect's cancellation ids into the namespace of a child feature (a presented
  /// child, a stack element, a row), so that equal ids in sibling children never collide.
  ///
  /// Rewriting the effect, rather than running the child with different dependencies, keeps
  /// actions that return `.none` free of any extra work.
  func namespaced(by id: some Hashable & Sendable) -> Self {
    let id = AnyHashableSendable(id)
    return self.rewritingPaths { $0.appending(id) }
  }

  private func rewritingPaths(_ transform: (NavigationIDPath) -> NavigationIDPath) -> Self {
    switch self.operation {
    case .none, .send:
      return self
    case let .run(run):
      var dependencies = run.dependencies
      dependencies.navigationIDPath = transform(dependencies.navigationIDPath)
      return Self(
        operation: .run(
          Run(
            priority: run.priority,
            name: run.name,
            dependencies: dependencies,
            operation: run.operation
          )
        )
      )
    case let .cancel(tokens):
      return Self(operation: .cancel(tokens.map { $0.rewritingPath(transform) }))
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.rewritingPaths(transform) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.rewritingPaths(transform) }))
    case let .cancellable(token, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          token.rewritingPath(transform),
          cancelInFlight: cancelInFlight,
          effect.rewritingPaths(transform)
        )
      )
    case let .lifetime(effect, hooks):
      return Self(operation: .lifetime(effect.rewritingPaths(transform), hooks))
    }
  }
}

extension CancelToken {
  fileprivate func rewritingPath(_ transform: (NavigationIDPath) -> NavigationIDPath) -> Self {
    Self(id: self.id, path: transform(self.path))
  }
}
