extension TestStore {
  /// Sends an action to the store and asserts how the state changes.
  ///
  /// <!-- snippet: group doc-counter; uses DocCounter; given store: TestStoreOf<CounterFeature> -->
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Gets the state before the action; mutate it into the state
  ///     expected after. Omit it when the action must not change the state.
  ///   - fileID: The file ID of the call, where failures are reported.
  ///   - filePath: The file path of the call, where failures are reported.
  ///   - line: The line of the call, where failures are reported.
  ///   - column: The column of the call, where failures are reported.
  /// - Returns: A task for the effects the action started, to
  ///   ``TestStoreTask/finish(timeout:fileID:file:line:column:isolation:)``
  ///   or ``TestStoreTask/cancel()`` them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !self.isDismissed else {
      location.reportIssue(TestStoreMessage.sendToDismissedStore)
      return TestStoreTask(rawValue: nil, timeout: self.timeout)
    }
    let unhandledCount = self.settleReceivedActionsBeforeSending(at: location)
    let before = self.assertedState
    let task = self.sharedChangeTracker.track {
      self.core.send(TestAction(origin: .send(action), location: location))?.task()
    }
    // The reducer ran synchronously inside `send`, which recorded the state right after it (later
    // states belong to actions the test will receive).
    let after = self.recording.stateAfterSend ?? self.core.state
    self.assertState(
      before: before,
      after: after,
      assertion: updateStateToExpectedResult,
      nextStackElementID: self.recording.nextStackElementIDBeforeSend,
      at: location
    )
    self.assertedState = after
    // The unhandled actions can still be received; what they changed was asserted with this send.
    for index in 0..<unhandledCount {
      self.recording.receivedActions[index].state = after
    }
    await self.letEffectsRun()
    return TestStoreTask(rawValue: task, timeout: self.timeout)
  }

  /// Sends an action without associated value by its case key path: `store.send(\.refresh)`.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      action(()), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Sends an action by its case key path and associated value.
  ///
  /// ```swift
  /// await store.send(\.path.push, (id: 0, .detail(DetailFeature.State()))) {
  ///   $0.path[id: 0] = .detail(DetailFeature.State())
  /// }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      action(value), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts the current state without sending an action; mostly useful in non-exhaustive tests.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.loginButtonTapped)
  /// await store.skipReceivedActions()
  /// store.assert {
  ///   $0.isLoggedIn = true
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if self.exhaustivity != .on {
      self.skipReceivedActions(exhaustivity: self.exhaustivity, at: location)
    }
    self.assertState(
      before: self.assertedState,
      after: self.assertedState,
      assertion: updateStateToExpectedResult,
      nextStackElementID: self.dependencies.stackElementID.peek(),
      reportsAssertionWithoutChange: false,
      at: location
    )
  }

  /// Received actions must be handled before the test sends another: exhaustively they are a
  /// failure, otherwise they are skipped.
  ///
  /// Exhaustively, the actions stay to be received, as upstream keeps them; the state they led to
  /// is taken as asserted, so that the send is checked against its own change only. Returns how
  /// many actions were kept.
  private func settleReceivedActionsBeforeSending(at location: SourceLocation) -> Int {
    guard !self.recording.receivedActions.isEmpty else { return 0 }
    if self.exhaustivity == .on {
      location.reportIssue(
        TestStoreMessage.mustHandleReceivedActions(self.recording.receivedActions.map(\.action))
      )
      self.assertedState = self.core.state
      self.sharedChangeTracker.stepAsserted()
      return self.recording.receivedActions.count
    } else {
      self.skipReceivedActions(exhaustivity: self.exhaustivity, at: location)
      return 0
    }
  }

  /// Gives the effects just started (or woken up) time to run, as upstream does after each step:
  /// up to as many yields to other tasks as `Task.megaYield()` makes, which is also what an
  /// `ImmediateClock` sleep makes, so that an effect sleeping on one (a debounced save) has
  /// finished by the end of the step after the one that started it.
  ///
  /// Each yield waits for a detached task, which lets every job queued before it run (on the main
  /// serial executor, all of them, in order). The wait stops as soon as no effect is in flight, so
  /// steps whose effects end at once pay for a yield or two.
  func letEffectsRun() async {
    for _ in 0..<Self.effectSettlingYields {
      guard !self.recording.inFlightEffects.isEmpty else { return }
      await Task.megaYield(count: 1)
    }
  }

  /// The number of yields `Task.megaYield()` makes by default.
  private static var effectSettlingYields: Int { _defaultMegaYieldCount }
}
