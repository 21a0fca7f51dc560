import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Detects test targets that are missing the libraries test stores need to fail tests, so that a
/// test can never pass silently because its failures went nowhere.
///
/// - Swift Testing records IssueReporting's issues only when `IssueReportingTestSupport` is
///   linked; without it every failure is a printed line and the test passes.
/// - XCTest on Linux resets dependency caches between test cases only when
///   `DependenciesTestObserver` is linked; without it values leak from one test to the next.
///
/// The `ComposableArchitectureTestSupport` product brings both.
enum TestSupportCheck {
  private static let checkedFrameworks = LockIsolated<Set<String>>([])

  /// Checks once per test framework, when the first test store of a process is created.
  static func run(at location: SourceLocation) {
    switch TestContext.current {
    case .swiftTesting?:
      guard self.isFirstCheck(of: "Swift Testing"), !self.isIssueReportingTestSupportLinked
      else { return }
      // Reporting an issue would be lost, for the very reason being detected: say it loudly.
      FileHandle.standardError.write(
        Data("\(location.fileID):\(location.line): warning: \(Self.missingTestSupport)\n".utf8)
      )
    case .xcTest?:
      guard self.isFirstCheck(of: "XCTest"), !self.isDependenciesTestObserverLinked
      else { return }
      location.reportIssue(Self.missingTestObserver)
    case nil:
      return
    }
  }

  static let missingTestSupport = """
    ⚠️ A TestStore is running in a Swift Testing test, but this test target does not link \
    "IssueReportingTestSupport": test failures are NOT recorded, and failing tests pass.

    To fix, add the "ComposableArchitectureTestSupport" product of swift-composable-architecture \
    (or "IssueReportingTestSupport" of xctest-dynamic-overlay) to the dependencies of your test \
    target in Package.swift.
    """

  static let missingTestObserver = """
    A TestStore is running in an XCTest test, but this test target does not link \
    "DependenciesTestObserver": dependency values can leak from one test case into the next.

    To fix, add the "ComposableArchitectureTestSupport" product of swift-composable-architecture \
    (or "DependenciesTestObserver" of swift-dependencies) to the dependencies of your test target \
    in Package.swift.
    """

  private static func isFirstCheck(of framework: String) -> Bool {
    self.checkedFrameworks.withValue { $0.insert(framework).inserted }
  }

  /// Whether Swift Testing can record IssueReporting's issues: IssueReporting looks its bridge up
  /// by this symbol.
  static var isIssueReportingTestSupportLinked: Bool {
    #if os(Windows)
      return true
    #else
      let handle =
        dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY)
      return dlsym(handle, "$s25IssueReportingTestSupport07_recordA0ypyF") != nil
    #endif
  }

  /// Whether swift-dependencies can reset its caches between XCTest cases. Only Linux-like
  /// platforms need the library: on Apple platforms the Objective-C runtime does it.
  static var isDependenciesTestObserverLinked: Bool {
    #if canImport(Darwin) || os(Windows)
      return true
    #else
      return dlopen("libDependenciesTestObserver.so", RTLD_LAZY) != nil
    #endif
  }
}
