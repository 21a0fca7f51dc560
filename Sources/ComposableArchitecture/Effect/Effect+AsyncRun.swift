extension Effect {
  /// Runs the whole effect inside the current task, returning when all of its work has ended.
  ///
  /// Debouncing and throttling use this to run an effect inside the task that delays it; the store
  /// starts every other effect itself.
  func runInCurrentTask(send: Send<Action>) async {
    switch self.operation {
    case .none:
      return
    case let .send(action):
      await send(action.value)
    case let .run(run):
      await DependencyValues.$_current.withValue(run.dependencies) {
        await run.operation(send)
      }
    case let .cancel(tokens):
      tokens.forEach(CancellationRegistry.shared.cancel)
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.runInCurrentTask(send: send) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        await effect.runInCurrentTask(send: send)
      }
    case let .cancellable(token, cancelInFlight, effect):
      let registration = CancellableRegistration(token, cancelInFlight: cancelInFlight)
      let task = Task {
        defer { registration.end() }
        await effect.runInCurrentTask(send: send)
      }
      registration.handle.attach { task.cancel() }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case let .lifetime(effect, hooks):
      await hooks.onStart()
      await effect.runInCurrentTask(send: send)
      await hooks.onFinish()
    }
  }
}
