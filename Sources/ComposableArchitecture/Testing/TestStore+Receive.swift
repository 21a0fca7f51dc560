extension TestStore where Action: Equatable {
  /// Asserts that an effect sent the given action back, and how the state changed.
  ///
  /// <!-- snippet: group doc-counter; given store: TestStoreOf<CounterFeature> -->
  /// ```swift
  /// await store.receive(.factResponse("0 is a good number.")) {
  ///   $0.isLoading = false
  ///   $0.fact = "0 is a good number."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected next (exhaustive) or among the received actions.
  ///   - duration: How long to wait for it; ``timeout`` by default.
  ///   - updateStateToExpectedResult: Gets the state before the action; mutate it into the state
  ///     expected after.
  ///   - fileID: The file ID of the call, where failures are reported.
  ///   - filePath: The file path of the call, where failures are reported.
  ///   - line: The line of the call, where failures are reported.
  ///   - column: The column of the call, where failures are reported.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: { $0 == expectedAction },
      notReceivedMessage: TestStoreMessage.expectedAction(expectedAction),
      unexpectedActionDescription: {
        TestStoreMessage.actionDifference(expected: expectedAction, received: $0)
      },
      timeout: duration,
      assertion: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that an effect sent back an action matching a predicate.
  ///
  /// <!-- snippet: group doc-counter; given store: TestStoreOf<CounterFeature> -->
  /// ```swift
  /// await store.receive({ $0.is(\.timerTick) }) {
  ///   $0.count = 1
  /// }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: isMatching,
      notReceivedMessage: TestStoreMessage.expectedPredicate,
      unexpectedActionDescription: { TestStoreMessage.actionDump($0) },
      timeout: duration,
      assertion: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore where Action: CasePathable {
  /// Asserts that an effect sent back an action of the given case, whatever its associated value.
  ///
  /// ```swift
  /// await store.receive(\.timerTick) {
  ///   $0.count = 1
  /// }
  /// await store.receive(\.child.response)
  /// await store.receive(\.path[id: 0].detail.delegate)
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: { $0[case: actionCase] != nil },
      notReceivedMessage: TestStoreMessage.expectedCaseKeyPath,
      unexpectedActionDescription: { TestStoreMessage.actionDump($0) },
      timeout: duration,
      assertion: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent back an action of the given case with the given associated
  /// value.
  ///
  /// <!-- snippet: group doc-counter; given store: TestStoreOf<CounterFeature> -->
  /// ```swift
  /// await store.receive(\.factResponse, "0 is a good number.") {
  ///   $0.fact = "0 is a good number."
  /// }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let expectedAction = actionCase(value)
    await self.receiveAction(
      matching: { $0[case: actionCase] == value },
      notReceivedMessage: TestStoreMessage.expectedAction(expectedAction),
      unexpectedActionDescription: {
        TestStoreMessage.caseValueDifference(
          expected: expectedAction, received: $0, isSameCase: $0[case: actionCase] != nil
        )
      },
      timeout: duration,
      assertion: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Waits for a received action the test expects, then checks it and the state it led to.
  ///
  /// Exhaustively, the next received action must match. Non-exhaustively, received actions
  /// before the first matching one are skipped.
  func receiveAction(
    matching isMatching: (Action) -> Bool,
    notReceivedMessage: @autoclosure () -> String,
    unexpectedActionDescription: (Action) -> String,
    timeout duration: Duration?,
    assertion: ((_ state: inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    let timeout = duration ?? self.timeout
    let isExhaustive = self.exhaustivity == .on
    func hasArrived() -> Bool {
      isExhaustive
        ? !self.recording.receivedActions.isEmpty
        : self.recording.receivedActions.contains { isMatching($0.action) }
    }
    // Only effects in flight can still deliver the action: without any there is nothing to wait
    // for. A wait that times out is reported, and so is the missing action after it, as upstream.
    if !hasArrived(), !self.recording.inFlightEffects.isEmpty,
      !(await self.yield(timeout: timeout, until: hasArrived))
    {
      location.reportIssue(
        TestStoreMessage.noActionReceived(
          isExhaustive: isExhaustive,
          timeout: timeout,
          isDefaultTimeout: timeout == self.timeout,
          hasInFlightEffects: !self.recording.inFlightEffects.isEmpty
        )
      )
    }
    guard hasArrived() else {
      location.reportIssue(notReceivedMessage())
      return
    }
    if !isExhaustive,
      let index = self.recording.receivedActions.firstIndex(where: { isMatching($0.action) }),
      index > 0
    {
      let skipped = self.recording.receivedActions.prefix(index)
      self.reportSkipped(
        TestStoreMessage.skippedReceivedActions(skipped.map(\.action), asArray: true),
        exhaustivity: self.exhaustivity,
        at: location
      )
      self.assertedState = skipped[skipped.endIndex - 1].state
      self.recording.receivedActions.removeFirst(index)
    }
    let received = self.recording.receivedActions.removeFirst()
    let (receivedAction, state) = (received.action, received.state)
    if isMatching(receivedAction) {
      self.assertState(
        before: self.assertedState,
        after: state,
        assertion: assertion,
        nextStackElementID: received.nextStackElementID,
        at: location
      )
    } else {
      location.reportIssue(
        TestStoreMessage.unexpectedAction(description: unexpectedActionDescription(receivedAction))
      )
    }
    self.assertedState = state
    await self.letEffectsRun()
  }

  /// Lets effects run until `isDone` holds or `timeout` has passed; returns whether it holds.
  func yield(timeout: Duration, until isDone: () -> Bool) async -> Bool {
    if isDone() { return true }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
      if self.useMainSerialExecutor {
        await Task.yield()
      } else {
        await Task.megaYield(count: 1)
      }
      if isDone() { return true }
    }
    return false
  }
}
