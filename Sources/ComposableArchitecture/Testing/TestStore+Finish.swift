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
    let timeout = duration ?? self.timeout
    let didFinish = await self.yield(timeout: timeout) {
      self.recording.inFlightEffects.isEmpty
    }
    guard didFinish else {
      location.reportIssue(
        TestStoreMessage.effectsStillInFlight(
          timeout: timeout, isDefaultTimeout: timeout == self.timeout
        )
      )
      return
    }
    self.reportUnhandledReceivedActions(at: location)
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

  private func reportUnhandledReceivedActions(at location: SourceLocation) {
    guard !self.recording.receivedActions.isEmpty else { return }
    if self.exhaustivity == .on {
      location.reportIssue(
        TestStoreMessage.unhandledReceivedActions(self.recording.receivedActions.map(\.action))
      )
      self.assertedState = self.core.state
      self.recording.receivedActions.removeAll()
    } else {
      self.skipReceivedActions(exhaustivity: self.exhaustivity, at: location)
    }
  }
}

/// Reports what the test left unasserted when the test store goes away (the end of the test):
/// received actions point at the `send` whose effects sent the first of them, effects at the
/// `send` that started them.
func reportUnassertedWork<State, Action>(
  _ recording: TestRecording<State, Action>, exhaustivity: Exhaustivity
) {
  let receivedActions = recording.receivedActions.map(\.action)
  let inFlightEffects = recording.orderedInFlightEffects
  switch exhaustivity {
  case .on:
    if let first = recording.receivedActions.first {
      first.location.reportIssue(
        TestStoreMessage.unhandledReceivedActions(receivedActions)
      )
    }
    for effect in inFlightEffects {
      effect.location.reportIssue(TestStoreMessage.effectStillRunning)
    }
  case .off(showSkippedAssertions: true):
    if let first = recording.receivedActions.first {
      reportSkippedAssertion(
        TestStoreMessage.skippedReceivedActions(receivedActions), at: first.location
      )
    }
    if let first = inFlightEffects.first {
      reportSkippedAssertion(
        TestStoreMessage.cancelledInFlightEffects(originatingFrom: inFlightEffects.map(\.action)),
        at: first.location
      )
    }
  case .off(showSkippedAssertions: false):
    break
  }
}
