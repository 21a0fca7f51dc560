extension TestStore {
  /// Reports the changes to shared state that no step asserted (an effect changed a shared value
  /// and the test never asserted it), when the test store finishes exhaustively.
  func reportUnassertedSharedChanges(at location: SourceLocation) {
    guard self.exhaustivity == .on else { return }
    let state = self.core.state
    if ComposableArchitecture.reportUnassertedSharedChanges(
      in: state, tracker: self.sharedChangeTracker, at: location
    ) {
      self.assertedState = state
    }
  }
}

/// Reports the changes to shared state that no step asserted, and returns whether there were any.
///
/// The state is compared with itself: its shared values read the values the test last asserted
/// on the left and the current ones on the right, so that only shared changes show.
@discardableResult
func reportUnassertedSharedChanges<State: Equatable>(
  in state: State, tracker: _SharedChangeTracker, at location: SourceLocation
) -> Bool {
  guard tracker.hasChanges else { return false }
  defer { tracker.stepAsserted() }
  let mismatch: String? = tracker.asserting(.givenAsserted) {
    guard state != state else { return nil }
    return TestStoreMessage.stateMismatch(expected: state, actual: state, hasAssertion: false)
  }
  guard let mismatch else { return false }
  location.reportIssue(TestStoreMessage.unassertedSharedChanges(mismatch: mismatch))
  return true
}

extension TestStoreMessage {
  /// A state mismatch with the heading and advice of shared changes left unasserted at the end.
  static func unassertedSharedChanges(mismatch: String) -> String {
    let heading = "State was not expected to change, but a change occurred"
    let difference =
      mismatch.hasPrefix(heading) ? mismatch.dropFirst(heading.count) : "\n\n\(mismatch)"
    return """
      Test store finished before asserting against changes to shared state\(difference)

      Invoke "TestStore.assert" at the end of this test to assert against changes to shared state.
      """
  }
}
