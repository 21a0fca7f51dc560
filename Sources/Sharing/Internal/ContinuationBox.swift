import Foundation
import IssueReporting

/// What every copy of a load or save continuation shares: the function its result goes to, handed
/// out once.
///
/// A key that resumes twice has the second result ignored and reported. A key that drops its last
/// copy without resuming would leave whoever waits on it waiting for ever: the box reports the leak
/// and resumes with "no value" (a load then keeps the initial value).
final class ContinuationBox<Success>: @unchecked Sendable {
  private let lock = NSLock()
  private var callback: (@Sendable (Result<Success?, any Error>) -> Void)?
  private let description: @Sendable () -> String

  init(
    description: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result<Success?, any Error>) -> Void
  ) {
    self.description = description
    self.callback = callback
  }

  deinit {
    guard let callback = self.callback else { return }
    reportIssue(
      """
      \(self.subject) leaked its continuation without one of its resume methods being invoked. \
      This will cause tasks waiting on it to resume immediately.
      """
    )
    callback(.success(nil))
  }

  func resume(with result: Result<Success?, any Error>) {
    let callback = self.lock.withLock {
      defer { self.callback = nil }
      return self.callback
    }
    guard let callback else {
      reportIssue("\(self.subject) tried to resume its continuation more than once.")
      return
    }
    callback(result)
  }

  /// The key's description in quotes, as the messages name it.
  private var subject: String {
    let description = self.description()
    return description.isEmpty ? "A shared key" : "'\(description)'"
  }
}
