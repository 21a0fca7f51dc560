extension TestStore {
  /// Waits for every in-flight effect to finish, then asserts that no received action is left
  /// unhandled.
  ///
  /// ```swift
  /// await store.send(.factButtonTapped) { $0.isLoading = true }
  /// await store.receive(\.factResponse) { … }
  /// await store.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to wait; ``timeout`` by default.
  ///   - fileID: The file ID of the call, where failures are reported.
  ///   - filePath: The file path of the call, where failures are reported.
  ///   - line: The line of the call, where failures are reported.
  ///   - column: The column of the call, where failures are reported.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // As upstream: the actions received so far are checked first; those effects send while
    // finishing are left to the end of the test.
    self.reportUnhandledReceivedActions(at: location)
    let timeout = duration ?? self.timeout
    let didFinish = await self.yield(timeout: timeout) {
      self.recording.inFlightEffects.isEmpty
    }
    guard didFinish else {
      self.reportSkipped(
        TestStoreMessage.effectsStillInFlight(
          timeout: timeout, isDefaultTimeout: timeout == self.timeout
        ),
        exhaustivity: self.exhaustivity,
        at: location
      )
      return
    }
    self.reportUnassertedSharedChanges(at: location)
  }

  /// Waits for every in-flight effect to finish, with a timeout given in nanoseconds.
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

  /// Reports the received actions the test has not asserted, as the end of a test does, and
  /// adopts the state they led to.
  private func reportUnhandledReceivedActions(at location: SourceLocation) {
    guard let last = self.recording.receivedActions.last else { return }
    self.reportSkipped(
      TestStoreMessage.unhandledReceivedActions(self.recording.receivedActions.map(\.action)),
      exhaustivity: self.exhaustivity,
      at: location
    )
    self.assertedState = last.state
    self.recording.receivedActions.removeAll()
  }
}

/// Reports what the test left unasserted when the test store goes away (the end of the test), as
/// upstream does: received actions and unasserted shared changes at the line that created the
/// test store, effects at the `send` that started them. Skipped assertions, when shown, get the
/// same texts as known issues.
func reportUnassertedWork<State: Equatable, Action>(
  _ recording: TestRecording<State, Action>,
  sharedChangeTracker: _SharedChangeTracker,
  exhaustivity: Exhaustivity,
  at location: SourceLocation
) {
  let report: (String, SourceLocation) -> Void
  switch exhaustivity {
  case .on:
    report = { message, location in location.reportIssue(message) }
  case .off(showSkippedAssertions: true):
    report = reportSkippedAssertion
  case .off(showSkippedAssertions: false):
    return
  }
  if !recording.receivedActions.isEmpty {
    report(
      TestStoreMessage.unhandledReceivedActions(recording.receivedActions.map(\.action)), location
    )
  }
  for effect in recording.orderedInFlightEffects {
    report(TestStoreMessage.effectStillRunning, effect.location)
  }
  if exhaustivity == .on, let state = recording.latestState {
    reportUnassertedSharedChanges(in: state, tracker: sharedChangeTracker, at: location)
  }
}
