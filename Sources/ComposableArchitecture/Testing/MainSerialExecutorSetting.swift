/// How a test store sets the main serial executor: on while the store lives, then, as upstream,
/// back to the value that store found.
///
/// Each store puts back its own value, so nested stores unwind in order, and a store that an
/// earlier XCTest test keeps in a property (XCTest keeps every test case instance until the end of
/// the run) leaves later tests' setting alone. The executor hook is process-wide, though, and Swift
/// Testing runs suites in parallel: a store that put back the value it found could switch the
/// executor off under a test store of another suite, midway through its test, and make that test's
/// effects race its clock. So under Swift Testing test stores turn the executor on and leave it on.
enum MainSerialExecutorSetting {
  /// Turns the executor on for a new test store; returns the value the store puts back when it
  /// goes away, or `nil` when it must leave the executor on.
  static func turnOnForTestStore() -> Bool? {
    // Asked while the store is created, from the test's own task: the test context is reliable
    // there, unlike in the store's `deinit`.
    let found = uncheckedUseMainSerialExecutor
    uncheckedUseMainSerialExecutor = true
    return TestContext.current?.isSwiftTesting == true ? nil : found
  }
}
