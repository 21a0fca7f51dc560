#if !canImport(ObjectiveC)
  import Foundation

  /// A failure recorded while a test ran, as the matcher of `XCTExpectFailure` sees it.
  ///
  /// Apple's XCTest declares this type; XCTest on other platforms does not, so the library
  /// declares it there with the members expected-failure matchers read:
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.hasPrefix("failed - A state change does not match expectation")
  /// }
  /// ```
  public struct XCTIssue: Sendable, CustomStringConvertible {
    /// The kind of a recorded failure.
    public enum IssueType: Int, Sendable {
      /// A failed assertion or reported issue.
      case assertionFailure = 0
      /// An error thrown and caught by the test machinery.
      case thrownError = 1
      /// An exception that was not caught.
      case uncaughtException = 2
      /// A performance test that regressed.
      case performanceRegression = 3
      /// A failure of the test system itself.
      case system = 4
      /// A strict expected failure that did not occur.
      case unmatchedExpectedFailure = 5
    }

    /// The kind of failure.
    public var type: IssueType

    /// The failure as XCTest prints it in one line: `failed - <message>`.
    public var compactDescription: String

    /// A longer description of the failure, if any.
    public var detailedDescription: String?

    /// Where the failure was recorded.
    public var sourceCodeContext: XCTSourceCodeContext

    /// Creates an issue.
    public init(
      type: IssueType,
      compactDescription: String,
      detailedDescription: String? = nil,
      sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext()
    ) {
      self.type = type
      self.compactDescription = compactDescription
      self.detailedDescription = detailedDescription
      self.sourceCodeContext = sourceCodeContext
    }

    public var description: String {
      self.compactDescription
    }
  }

  /// Where an ``XCTIssue`` was recorded.
  public struct XCTSourceCodeContext: Sendable {
    /// The file and line of the failure, when known.
    public var location: XCTSourceCodeLocation?

    /// Creates a context at a location.
    public init(location: XCTSourceCodeLocation? = nil) {
      self.location = location
    }
  }

  /// A file and line in source code.
  public struct XCTSourceCodeLocation: Sendable, Equatable {
    /// The file.
    public var fileURL: URL

    /// The line, counted from 1.
    public var lineNumber: Int

    /// Creates a location from a file URL.
    public init(fileURL: URL, lineNumber: Int) {
      self.fileURL = fileURL
      self.lineNumber = lineNumber
    }

    /// Creates a location from a file path (`#filePath`).
    public init(filePath: String, lineNumber: Int) {
      self.init(fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)
    }
  }
#endif
