/// Runs a key's loads, refreshes and writes one at a time, in the order they asked, so that each
/// sees the version the previous one left (a refresh never applies a row older than a write that
/// finished before it).
actor SerialJobs {
  private var isBusy = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func run<R: Sendable>(_ job: @Sendable () async -> R) async -> R {
    if self.isBusy {
      await withCheckedContinuation { self.waiters.append($0) }
    } else {
      self.isBusy = true
    }
    let result = await job()
    if self.waiters.isEmpty {
      self.isBusy = false
    } else {
      self.waiters.removeFirst().resume()
    }
    return result
  }
}
