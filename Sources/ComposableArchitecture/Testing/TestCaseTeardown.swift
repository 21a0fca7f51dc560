#if !canImport(ObjectiveC)
  /// Runs work at the end of the current XCTest test case, before it is torn down, where XCTest
  /// still records failures for it: the rest-of-test form of `XCTExpectFailure` ends there.
  ///
  /// The library does not link XCTest: the `ComposableArchitectureTestSupport` product, linked to
  /// test targets, follows the running test case and installs the way to add teardown blocks to
  /// it when the test program starts. Not meant to be used directly.
  public enum _TestCaseTeardown {
    private static let addTeardownBlock =
      LockIsolated<(@Sendable (@escaping @Sendable () -> Void) -> Bool)?>(nil)

    /// Installs the way to add a teardown block to the running test case; it returns `false`
    /// when no test case is running.
    public static func install(
      _ addTeardownBlock: @escaping @Sendable (@escaping @Sendable () -> Void) -> Bool
    ) {
      self.addTeardownBlock.setValue(addTeardownBlock)
    }

    /// Schedules `body` for the end of the current test case; returns `false` when there is no
    /// running test case to add it to.
    static func add(_ body: @escaping @Sendable () -> Void) -> Bool {
      self.addTeardownBlock.value?(body) ?? false
    }
  }
#endif
