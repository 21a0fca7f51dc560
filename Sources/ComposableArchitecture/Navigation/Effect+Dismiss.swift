extension Effect {
  /// Gives every asynchronous unit of a presented child's effect a ``DismissEffect`` that sends
  /// `dismissAction` (the parent's `.dismiss` or `.popFrom(id:)`) through the effect's own `send`.
  ///
  /// Dismissal is thus an ordinary action sent back by the child's effect: it arrives
  /// synchronously, in order, and once the child's effects are cancelled it can no longer be sent.
  func dismissible(by dismissAction: Action) -> Self {
    let dismissAction = UncheckedSendable(dismissAction)
    return self.rewritingRuns { run in
      Run(priority: run.priority, name: run.name, dependencies: run.dependencies) { send in
        var dependencies = DependencyValues._current
        dependencies.dismiss = DismissEffect { send(dismissAction.value) }
        await DependencyValues.$_current.withValue(dependencies) {
          await run.operation(send)
        }
      }
    }
  }

  /// Rewrites each asynchronous unit of this effect.
  func rewritingRuns(_ transform: (Run) -> Run) -> Self {
    switch self.operation {
    case .none, .send, .cancel:
      return self
    case let .run(run):
      return Self(operation: .run(transform(run)))
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.rewritingRuns(transform) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.rewritingRuns(transform) }))
    case let .cancellable(token, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          token, cancelInFlight: cancelInFlight, effect.rewritingRuns(transform)
        )
      )
    case let .lifetime(effect, hooks):
      return Self(operation: .lifetime(effect.rewritingRuns(transform), hooks))
    }
  }
}

/// Runs a presented child's reducer with the dependencies that say it is presented, so that
/// `@Dependency(\.isPresented)` is `true` in it and in the effects it creates.
///
/// The ``DismissEffect`` installed here only marks the child as presented: the effects get the
/// one that really dismisses from ``Effect/dismissible(by:)`` when they run.
func withPresentedDependencies<R>(_ operation: () -> R) -> R {
  var dependencies = DependencyValues._current
  dependencies.dismiss = DismissEffect {
    reportIssue(
      """
      "@Dependency(\\.dismiss)" was called outside of an effect of the presented feature. …

      Call it from an effect returned by the presented feature's reducer, for example \
      'return .run { _ in await self.dismiss() }'.
      """
    )
  }
  return DependencyValues.$_current.withValue(dependencies, operation: operation)
}
