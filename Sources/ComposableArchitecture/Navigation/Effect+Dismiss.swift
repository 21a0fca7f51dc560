extension Effect {
  /// Gives every asynchronous unit of a presented child's effect a ``DismissEffect`` that sends
  /// `dismissAction` (the parent's `.dismiss` or `.popFrom(id:)`) through the effect's own `send`.
  ///
  /// Dismissal is thus an ordinary action sent back by the child's effect: it arrives
  /// synchronously, in order, and once the child's effects are cancelled it can no longer be sent.
  /// The same dismissal is filed under the child's `id`, for the ``DismissEffect`` its reducer
  /// read and captured into the effect.
  func dismissible(by dismissAction: Action, id: NavigationID) -> Self {
    let dismissAction = UncheckedSendable(dismissAction)
    return self.rewritingRuns { run in
      Run(priority: run.priority, name: run.name, dependencies: run.dependencies) { send in
        let dismiss: @MainActor @Sendable () -> Void = { send(dismissAction.value) }
        var dependencies = DependencyValues._current
        dependencies.dismiss = DismissEffect(dismiss)
        var dismissals = PresentedDismissals.current
        dismissals[id] = dismiss
        await PresentedDismissals.$current.withValue(dismissals) {
          await DependencyValues.$_current.withValue(dependencies) {
            await run.operation(send)
          }
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

/// The dismissals of the presented children whose effect is running, by child: the effect of a
/// child presented inside another may dismiss either.
private enum PresentedDismissals {
  @TaskLocal static var current: [NavigationID: @MainActor @Sendable () -> Void] = [:]
}

/// Runs a presented child's reducer with the dependencies that say it is presented, so that
/// `@Dependency(\.isPresented)` is `true` in it and in the effects it creates.
///
/// The ``DismissEffect`` installed here dismisses the child when called from one of the child's
/// effects, as upstream's does: a reducer may read it and capture it into its effect
/// (`.run { [dismiss] _ in await dismiss() }`). Called elsewhere, it reports.
func withPresentedDependencies<R>(id: NavigationID, _ operation: () -> R) -> R {
  var dependencies = DependencyValues._current
  dependencies.dismiss = DismissEffect {
    guard let dismiss = PresentedDismissals.current[id] else {
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
  return DependencyValues.$_current.withValue(dependencies, operation: operation)
}
