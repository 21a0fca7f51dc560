extension Effect {
  /// Gives every asynchronous unit of a presented child's effect a ``DismissEffect`` that sends
  /// `dismissAction` (the parent's `.dismiss` or `.popFrom(id:)`) through the effect's own `send`.
  ///
  /// Dismissal is thus an ordinary action sent back by the child's effect: it arrives
  /// synchronously, in order, and once the child's effects are cancelled it can no longer be sent.
  /// The same dismissal is the running effect's, for the ``DismissEffect`` the child's reducer
  /// read and captured into the effect.
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
/// The ``DismissEffect`` installed here dismisses the child when called from one of the child's
/// effects, as upstream's does: a reducer may read it and capture it into its effect
/// (`.run { [dismiss] _ in await dismiss() }`). Called elsewhere, it reports. (Called from the
/// effect of a child presented by this one, it dismisses that child, the innermost.)
func withPresentedDependencies<R>(_ operation: () -> R) -> R {
  var dependencies = DependencyValues._current
  // Captures nothing, so that presenting costs no allocation per action. Inside one of the
  // child's effects the current dependencies hold that effect's real dismissal.
  var forwarding = DismissEffect {
    let running = DependencyValues._current.dismiss
    guard !running.forwardsToRunningEffect, let dismiss = running.dismiss else {
      reportIssue(
        """
        "@Dependency(\\.dismiss)" was called outside of an effect of the presented feature. …

        Call it from an effect returned by the presented feature's reducer, for example \
        'return .run { _ in await self.dismiss() }'.
        """
      )
      return
    }
    dismiss()
  }
  forwarding.forwardsToRunningEffect = true
  dependencies.dismiss = forwarding
  return DependencyValues.$_current.withValue(dependencies, operation: operation)
}
