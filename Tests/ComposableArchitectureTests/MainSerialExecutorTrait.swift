import ConcurrencyExtras
import Testing

/// Runs a suite's tests with every task enqueued on the main serial executor, so that effects
/// start and reach their clock deterministically before a test advances that clock.
///
/// The hook is process-wide and suites run in parallel, so it is switched on and left on: restoring
/// it at the end of one suite would pull it from under another that is still running.
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
