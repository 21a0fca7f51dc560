extension TestStore {
  /// Skips the actions effects have sent back that the test has not received yet.
  ///
  /// <!-- snippet: group doc-counter; given store: TestStoreOf<CounterFeature> -->
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.skipReceivedActions()
  /// ```
  ///
  /// The skipped actions are shown as known issues unless the store is non-exhaustive without
  /// showing skipped assertions.
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when there is no received action to skip.
  ///   - fileID: The file ID of the call, where failures are reported.
  ///   - filePath: The file path of the call, where failures are reported.
  ///   - line: The line of the call, where failures are reported.
  ///   - column: The column of the call, where failures are reported.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await self.letEffectsRun()
    if strict, self.recording.receivedActions.isEmpty {
      location.reportIssue(TestStoreMessage.noReceivedActionsToSkip)
      return
    }
    self.skipReceivedActions(exhaustivity: self.explicitSkipExhaustivity, at: location)
  }

  /// Stops tracking the effects still in flight, so that the test no longer has to wait for them.
  ///
  /// <!-- snippet: group doc-counter; given store: TestStoreOf<CounterFeature> -->
  /// ```swift
  /// await store.send(.onAppear)  // starts a long-living effect
  /// await store.skipInFlightEffects()
  /// ```
  ///
  /// The effects are not cancelled: one still running may send actions, which the test can
  /// `receive`. The skipped effects are shown as known issues unless the store is non-exhaustive
  /// without showing skipped assertions.
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when there is no in-flight effect to skip.
  ///   - fileID: The file ID of the call, where failures are reported.
  ///   - filePath: The file path of the call, where failures are reported.
  ///   - line: The line of the call, where failures are reported.
  ///   - column: The column of the call, where failures are reported.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await self.letEffectsRun()
    if strict, self.recording.inFlightEffects.isEmpty {
      location.reportIssue(TestStoreMessage.noInFlightEffectsToSkip)
      return
    }
    self.skipInFlightEffects(exhaustivity: self.explicitSkipExhaustivity, at: location)
  }

  /// A skip the test asks for is no failure, but is shown unless asked not to.
  private var explicitSkipExhaustivity: Exhaustivity {
    self.exhaustivity == .on ? .off(showSkippedAssertions: true) : self.exhaustivity
  }

  func skipReceivedActions(exhaustivity: Exhaustivity, at location: SourceLocation) {
    guard let last = self.recording.receivedActions.last else { return }
    self.reportSkipped(
      TestStoreMessage.skippedReceivedActions(self.recording.receivedActions.map(\.action)),
      exhaustivity: exhaustivity,
      at: location
    )
    self.assertedState = last.state
    self.recording.receivedActions.removeAll()
  }

  func skipInFlightEffects(exhaustivity: Exhaustivity, at location: SourceLocation) {
    let effects = self.recording.orderedInFlightEffects
    guard !effects.isEmpty else { return }
    self.reportSkipped(
      TestStoreMessage.cancelledInFlightEffects(originatingFrom: effects.map(\.action)),
      exhaustivity: exhaustivity,
      at: location
    )
    self.recording.inFlightEffects.removeAll()
  }
}
