@_spi(Internals) import CasePaths

extension TestStore {
  /// Runs `operation` with a different ``exhaustivity``, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refreshButtonTapped)
  ///   await store.receive(\.refreshResponse) { $0.isLoading = false }
  /// }
  /// ```
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// Runs synchronous `operation` with a different ``exhaustivity``, then restores it.
  ///
  /// ```swift
  /// store.withExhaustivity(.off) {
  ///   store.assert { $0.isLoggedIn = true }
  /// }
  /// ```
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Checks the state after a step against what the test expects of it.
  ///
  /// Exhaustively, the assertion is applied to the state before the step and the result must
  /// equal the state after it. Non-exhaustively, it is applied to the state after the step only,
  /// so that only the fields it sets are checked; with skipped assertions shown, it is also
  /// applied to the state before the step, and what that finds is shown as known issues.
  ///
  /// - Parameter nextStackElementID: The stack element id the reducer would have handed out next
  ///   before the step; each pass of the assertion hands out ids from there, as the reducer did.
  func assertState(
    before: State,
    after actual: State,
    assertion: ((_ state: inout State) throws -> Void)?,
    nextStackElementID: StackElementID?,
    reportsAssertionWithoutChange: Bool = true,
    at location: SourceLocation
  ) {
    // Shared values in these states point to the same storages: the tracker gives each pass of
    // the assertion its own expected copies of them, read on the left of `==`.
    let shared = self.sharedChangeTracker
    defer { shared.stepAsserted() }
    let checkGivenBefore = { (report: (String) -> Void) throws in
      var expected = before
      let expectedDiffers = try shared.asserting(.givenAsserted) {
        try self.apply(assertion, to: &expected, nextStackElementID: nextStackElementID)
        return expected != actual
      }
      if expectedDiffers {
        report(
          shared.asserting(.givenAsserted) {
            TestStoreMessage.stateMismatch(
              expected: expected, actual: actual, hasAssertion: assertion != nil
            )
          }
        )
      } else if reportsAssertionWithoutChange, assertion != nil, !shared.hasChanges,
        shared.comparingWithAsserted({ expected == before })
      {
        report(TestStoreMessage.stateNotChanged)
      }
    }
    switch self.exhaustivity {
    case .on:
      do {
        try checkGivenBefore { location.reportIssue($0) }
      } catch {
        location.reportIssue(TestStoreMessage.threwError(error))
      }
    case let .off(showSkippedAssertions):
      do {
        var expectedGivenActual = actual
        let mismatchGivenActual = try shared.asserting(.givenActual) {
          try self.apply(
            assertion, to: &expectedGivenActual, nextStackElementID: nextStackElementID
          )
          return expectedGivenActual != actual
            ? TestStoreMessage.stateMismatch(
              expected: expectedGivenActual, actual: actual, hasAssertion: assertion != nil
            )
            : nil
        }
        if let mismatchGivenActual {
          location.reportIssue(mismatchGivenActual)
          return
        }
      } catch {
        location.reportIssue(TestStoreMessage.threwError(error))
        return
      }
      guard showSkippedAssertions else { return }
      // The assertion was written for the state after the step: what it reports of the state
      // before it (an `#expect`, a `reportIssue`) is skipped too, as upstream.
      var skipped: String?
      withSkippedAssertionIssues(at: location) {
        do {
          try checkGivenBefore { skipped = $0 }
        } catch {
          skipped = TestStoreMessage.threwError(error)
        }
      }
      if let skipped {
        reportSkippedAssertion(skipped, at: location)
      }
    }
  }

  /// Runs a test's assertion closure with the store's dependencies, so that it can compute
  /// expected values with them (`$0.id = self.uuid()`), and with `XCTModify` as exhaustive as the
  /// store: non-exhaustively, modifying a case to the value it already has is no failure.
  private func apply(
    _ assertion: ((_ state: inout State) throws -> Void)?,
    to state: inout State,
    nextStackElementID: StackElementID?
  ) throws {
    guard let assertion else { return }
    var dependencies = self.dependencies
    if let nextStackElementID {
      dependencies.stackElementID = .startingAt(nextStackElementID)
    }
    try XCTModifyLocals.$isExhaustive.withValue(self.exhaustivity == .on) {
      try DependencyValues.$_current.withValue(dependencies) {
        try assertion(&state)
      }
    }
  }

  /// Reports an assertion the test skipped, according to the exhaustivity: a failure when
  /// exhaustive, a known issue when skipped assertions are shown, nothing otherwise.
  func reportSkipped(_ message: String, exhaustivity: Exhaustivity, at location: SourceLocation) {
    switch exhaustivity {
    case .on:
      location.reportIssue(message)
    case .off(showSkippedAssertions: true):
      reportSkippedAssertion(message, at: location)
    case .off(showSkippedAssertions: false):
      break
    }
  }
}
