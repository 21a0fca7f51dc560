#if canImport(XCTest)
  import XCTest

  #if canImport(ObjectiveC)
    /// `XCTestCase`: Apple's XCTest lets `XCTExpectFailure` catch its own assertions' failures in
    /// every test case. See the other platforms' declaration for why it exists.
    public typealias ExpectedFailureTestCase = XCTestCase
  #else
    import ComposableArchitecture

    /// A test case whose XCTest assertions `XCTExpectFailure` can expect, as on Apple platforms.
    ///
    /// On platforms without the Objective-C runtime, XCTest records a failed `XCTAssert…` or
    /// `XCTFail` without asking anyone, and offers no hook that can keep a failure from counting
    /// but one: the test case's own `recordFailure(withDescription:inFile:atLine:expected:)`, which
    /// this class overrides. In a plain `XCTestCase`, `XCTExpectFailure` expects only the failures
    /// reported through IssueReporting (test store assertions, unimplemented dependencies,
    /// `reportIssue`).
    ///
    /// Inherit from it instead of `XCTestCase` where a test expects XCTest's own failures. On Apple
    /// platforms it is `XCTestCase` itself, so the code compiles everywhere:
    ///
    /// ```swift
    /// final class ObservationTests: ExpectedFailureTestCase {
    ///   func testCopyMutation() {
    ///     XCTExpectFailure("Ideally this would pass.", strict: false)
    ///     XCTAssertEqual(observedCount, 43)
    ///   }
    /// }
    /// ```
    ///
    /// Limits: a subclass that overrides `recordFailure` itself must call `super` for its failures
    /// to be offered; failures recorded while no test of this class runs (in a plain
    /// `XCTestCase`'s tests, in class-level `setUp`) still fail the test (a matching one is
    /// reported as needing this class, and counts for a strict expectation).
    open class ExpectedFailureTestCase: XCTestCase {
      open override func recordFailure(
        withDescription description: String,
        inFile filePath: String,
        atLine lineNumber: Int,
        expected: Bool
      ) {
        // A failure that IssueReporting reports has been offered to the expectations already.
        if !XCTestIssueReporter.isReporting,
          _expectXCTestFailure(
            description, filePath: filePath, line: lineNumber, isAssertion: expected
          )
        {
          return
        }
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
        )
      }
    }
  #endif
#endif
