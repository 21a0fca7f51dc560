import GRDB

/// A key's scheduler, except that the observation's first value is fetched and delivered
/// synchronously, when the reader is created. Only this first delivery differs: GRDB's
/// `.immediate` does the same but checks `Thread.isMainThread`, which is false in main-actor code
/// of an async executable on Linux, and it fixes later deliveries to the main queue.
struct InitialValueFirstScheduler: ValueObservationScheduler {
  let base: any ValueObservationScheduler

  func immediateInitialValue() -> Bool { true }

  func schedule(_ action: @escaping @Sendable () -> Void) {
    self.base.schedule(action)
  }
}
