/// The effects started by one
/// ``TestStore/send(_:assert:fileID:file:line:column:)-(Action,_,_,_,_,_)``: wait for them with
/// ``finish(timeout:fileID:file:line:column:isolation:)`` or stop them with ``cancel()``.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await store.receive(\.response) { … }
/// await task.cancel()  // tear down the long-living effect the view started
/// ```
public struct TestStoreTask: Hashable, Sendable {
  /// The task running the effects, or `nil` when the action started none.
  public let rawValue: Task<Void, Never>?
  let timeout: Duration

  /// Wraps a task, with the test store's default timeout.
  public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.rawValue = rawValue
    self.timeout = timeout
  }

  /// Cancels the effects and waits until they have wound down.
  public func cancel() async {
    self.rawValue?.cancel()
    await self.rawValue?.value
  }

  /// Waits for the effects to finish, failing after a timeout.
  ///
  /// - Parameters:
  ///   - duration: How long to wait; the test store's timeout by default.
  ///   - fileID: The file ID of the call, where failures are reported.
  ///   - filePath: The file path of the call, where failures are reported.
  ///   - line: The line of the call, where failures are reported.
  ///   - column: The column of the call, where failures are reported.
  ///   - isolation: The actor the caller runs on, inferred.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    guard let rawValue = self.rawValue else { return }
    let timeout = duration ?? self.timeout
    let isFinished = LockIsolated(false)
    // Observes the effects' end without waiting on them, so that the wait can time out.
    Task {
      await rawValue.value
      isFinished.setValue(true)
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !isFinished.value {
      guard clock.now < deadline else {
        reportIssue(
          TestStoreMessage.taskStillInFlight(
            timeout: timeout, isDefaultTimeout: timeout == self.timeout
          ),
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return
      }
      await Task.yield()
    }
  }

  /// Waits for the effects to finish, failing after a timeout given in nanoseconds.
  @available(*, deprecated, message: "Use the 'Duration'-based version of this method, instead.")
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: .nanoseconds(nanoseconds),
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Whether the effects have been cancelled (`true` when there were none).
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
