/// The tasks started by one `send`, and by the actions those tasks send back, so that
/// ``StoreTask/finish()`` waits for all of them and ``StoreTask/cancel()`` cancels all of them.
final class EffectFamily: Sendable {
  private let tasks = LockIsolated<[Task<Void, Never>]>([])

  func add(_ task: Task<Void, Never>) {
    self.tasks.withValue { $0.append(task) }
  }

  /// Waits for every task, including those added while waiting.
  func waitForAll() async {
    var index = 0
    while true {
      let current = index
      guard let task = self.tasks.withValue({ current < $0.count ? $0[current] : nil })
      else { return }
      await task.value
      index += 1
    }
  }

  func cancelAll() {
    self.tasks.value.forEach { $0.cancel() }
  }

  /// One task standing for the whole family.
  func task() -> Task<Void, Never> {
    Task {
      await withTaskCancellationHandler {
        await self.waitForAll()
      } onCancel: {
        self.cancelAll()
      }
    }
  }
}
