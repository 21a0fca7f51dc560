/// Keeps the main serial executor on while test stores need it.
///
/// The executor hook is process-wide, and Swift Testing runs suites in parallel: a test store
/// that put back the value it found when it goes away could switch the executor off under a test
/// store of another suite, midway through its test, and make that test's effects race its clock.
/// So under Swift Testing test stores turn the executor on and leave it on. XCTest runs one test
/// at a time, so there the value found before the first live test store is put back when the
/// last one goes away, as a test that relies on real concurrency after a test store expects.
enum MainSerialExecutorLease {
  private static let holders = LockIsolated(Holders())

  private struct Holders {
    var count = 0
    var originalValue = false
  }

  /// Turns the executor on for a test store; returns whether the store must call ``end()`` when
  /// it goes away.
  static func begin() -> Bool {
    // Asked while the store is created, from the test's own task: the test context is reliable
    // there, unlike in the store's `deinit`.
    if TestContext.current?.isSwiftTesting == true {
      uncheckedUseMainSerialExecutor = true
      return false
    }
    self.holders.withValue {
      if $0.count == 0 {
        $0.originalValue = uncheckedUseMainSerialExecutor
      }
      $0.count += 1
      uncheckedUseMainSerialExecutor = true
    }
    return true
  }

  /// Gives back a test store's claim: the last one puts back the value found before the first.
  static func end() {
    self.holders.withValue {
      $0.count -= 1
      if $0.count == 0 {
        uncheckedUseMainSerialExecutor = $0.originalValue
      }
    }
  }
}
