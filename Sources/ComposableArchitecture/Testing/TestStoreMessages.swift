/// The texts of the test store's failures, in one place so that their wording stays consistent.
enum TestStoreMessage {
  static func stateMismatch<State>(
    expected: State, actual: State, hasAssertion: Bool
  ) -> String {
    let heading =
      hasAssertion
      ? "A state change does not match expectation"
      : "State was not expected to change, but a change occurred"
    let difference =
      diff(expected, actual, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
      ?? """
      Expected:
      \(String(describing: expected).indent(by: 2))

      Actual:
      \(String(describing: actual).indent(by: 2))
      """
    return "\(heading).\n\n\(difference)"
  }

  static let stateNotChanged = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable modifications to state. If no change to state is \
    expected, omit the trailing closure.
    """

  static func threwError(_ error: any Error) -> String {
    "Threw error: \(error)"
  }

  /// Upstream's text never says " before this one": its check for a later matching action
  /// re-tests the action that did not match.
  static func unexpectedAction(description: String) -> String {
    "Received unexpected action:\n\n\(description)"
  }

  /// How a received action differs from the one the test expected.
  static func actionDifference<Action>(expected: Action, received: Action) -> String {
    diff(expected, received, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
      ?? """
      Expected:
      \(String(describing: expected).indent(by: 2))

      Received:
      \(String(describing: received).indent(by: 2))
      """
  }

  /// How a received action differs from the case and value a test expected: a diff when it is
  /// the same case with another value, else the received action.
  static func caseValueDifference<Action>(expected: Action, received: Action, isSameCase: Bool)
    -> String
  {
    guard isSameCase, let difference = diff(expected, received, format: .proportional) else {
      return actionDump(received)
    }
    return "\(difference.indent(by: 2))\n\n(Expected: −, Actual: +)"
  }

  static func actionDump<Action>(_ action: Action) -> String {
    dump(action).indent(by: 2)
  }

  static func expectedAction<Action>(_ action: Action) -> String {
    "Expected to receive the following action, but didn't:\n\n\(dump(action).indent(by: 2))"
  }

  static let expectedCaseKeyPath =
    "Expected to receive an action matching case path, but didn't get one."

  static let expectedPredicate =
    "Expected to receive an action matching predicate, but didn't get one."

  static func noActionReceived(
    isExhaustive: Bool, timeout: Duration, isDefaultTimeout: Bool, hasInFlightEffects: Bool
  ) -> String {
    let suggestion =
      hasInFlightEffects
      ? inFlightSuggestion(isDefaultTimeout: isDefaultTimeout)
      : """
      There are no in-flight effects that could deliver this action. Could the effect you \
      expected to deliver this action have been cancelled?
      """
    return """
      Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received \
      none\(after(timeout)).

      \(suggestion)
      """
  }

  static func effectsStillInFlight(timeout: Duration, isDefaultTimeout: Bool) -> String {
    """
    Expected effects to finish, but there are still effects in-flight\(after(timeout)).

    \(inFlightSuggestion(isDefaultTimeout: isDefaultTimeout))
    """
  }

  static func taskStillInFlight(timeout: Duration, isDefaultTimeout: Bool) -> String {
    """
    Expected task to finish, but it is still in-flight\(after(timeout)).

    If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
    "timer(interval:)", etc.), make sure that you wait enough time for it to perform its work. If \
    you are using a test clock/scheduler, advance the scheduler so that the effects may complete, \
    or consider using an immediate clock/scheduler to immediately perform the effect instead.

    If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
    \(timeoutAdvice(isDefaultTimeout)).
    """
  }

  static func mustHandleReceivedActions<Action>(_ actions: [Action]) -> String {
    """
    Must handle \(actions.count) received \(plural("action", actions.count)) before sending an \
    action.

    Unhandled actions: \(dump(actions))
    """
  }

  static func unhandledReceivedActions<Action>(_ actions: [Action]) -> String {
    """
    The store received \(actions.count) unexpected \(plural("action", actions.count)).

      Unhandled actions:
    \(actions.map { "    " + debugCaseOutput($0, abbreviated: true) }.joined(separator: "\n"))

    To fix, explicitly assert against these actions using "store.receive", skip these actions by \
    performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """
  }

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of the \
    test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of them \
    complete by the end of the test. There are a few reasons why an effect may not have completed:

    If using async/await in your effect, it may need a little bit of time to properly finish. To \
    fix you can simply perform "await store.finish()" at the end of your test.

    If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), make \
    sure that you wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using an immediate \
    clock/scheduler to immediately perform the effect instead.

    If you are returning a long-living effect (timers, notifications, subjects, etc.), then make \
    sure those effects are torn down by marking the effect ".cancellable" and returning a \
    corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect \
    is driven by a Combine subject, send it a completion.

    If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()", \
    or consider using a non-exhaustive test store: "store.exhaustivity = .off".
    """

  /// - Parameter asArray: Whether a single action is shown in an array, as a non-exhaustive
  ///   `receive` shows the actions it skipped (an explicit skip shows it alone).
  static func skippedReceivedActions<Action>(_ actions: [Action], asArray: Bool = false)
    -> String
  {
    """
    \(actions.count) received \(plural("action", actions.count)) \
    \(actions.count == 1 ? "was" : "were") skipped.

    \(dump(actions.count == 1 && !asArray ? actions[0] as Any : actions as Any))
    """
  }

  static func cancelledInFlightEffects<Action>(originatingFrom actions: [Action]) -> String {
    """
    \(actions.count) in-flight \(plural("effect", actions.count)) \
    \(actions.count == 1 ? "was" : "were") cancelled, originating from:

    \(dump(actions))
    """
  }

  static let sendToDismissedStore = "Can't send action to dismissed test store."

  static let noReceivedActionsToSkip = "There were no received actions to skip."

  static let noInFlightEffectsToSkip = "There were no in-flight effects to skip."

  private static func inFlightSuggestion(isDefaultTimeout: Bool) -> String {
    """
    There are effects in-flight. If the effect that delivers this action uses a clock/scheduler \
    (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it \
    to perform the effect. If you are using a test clock/scheduler, advance it so that the effects \
    may complete, or consider using an immediate clock/scheduler to immediately perform the \
    effect instead.

    If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
    \(timeoutAdvice(isDefaultTimeout)).
    """
  }

  private static func timeoutAdvice(_ isDefaultTimeout: Bool) -> String {
    isDefaultTimeout
      ? #"configure this assertion with an explicit "timeout""#
      : #"try increasing the duration of this assertion's "timeout""#
  }

  private static func after(_ timeout: Duration) -> String {
    timeout > .zero ? " after \(timeout.seconds) seconds" : ""
  }

  private static func plural(_ noun: String, _ count: Int) -> String {
    count == 1 ? noun : "\(noun)s"
  }

  private static func dump(_ value: Any) -> String {
    var output = ""
    customDump(value, to: &output)
    return output
  }
}

extension Duration {
  /// The duration in seconds, as messages print it ("1.0", "0.1").
  var seconds: Double {
    let (seconds, attoseconds) = self.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

extension String {
  func indent(by indent: Int) -> String {
    let indentation = String(repeating: " ", count: indent)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }
}
