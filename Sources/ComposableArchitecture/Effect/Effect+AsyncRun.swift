extension Effect {
  /// Runs the whole effect inside the current task, returning when all of its work has ended.
  ///
  /// The store uses this for effects that must run in order (``concatenate(_:)-3iza9``); every
  /// other effect is started directly by the store.
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
