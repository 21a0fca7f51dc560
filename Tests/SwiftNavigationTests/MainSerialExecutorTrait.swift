import ConcurrencyExtras
import Testing

/// Runs a suite's tests with every task enqueued on the main serial executor, so that the tasks
/// `observe` starts run in a known order.
///
/// The hook is process-wide and suites run in parallel, so it is switched on and left on.
struct MainSerialExecutorTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    uncheckedUseMainSerialExecutor = true
    try await function()
  }
}

extension Trait where Self == MainSerialExecutorTrait {
  static var mainSerialExecutor: Self { Self() }
}
