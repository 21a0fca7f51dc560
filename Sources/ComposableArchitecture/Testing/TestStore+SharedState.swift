extension TestStore {
  /// Reports the changes to shared state that no step asserted (an effect changed a shared value
  /// and the test never asserted it), when the test store finishes exhaustively.
  ///
  /// The state is compared with itself: its shared values read the values the test last asserted
  /// on the left and the current ones on the right, so that only shared changes show.
  func reportUnassertedSharedChanges(at location: SourceLocation) {
    let tracker = self.sharedChangeTracker
    guard self.exhaustivity == .on, tracker.hasChanges else { return }
    defer { tracker.stepAsserted() }
    let state = self.core.state
    let mismatch: String? = tracker.asserting(.givenAsserted) {
      guard state != state else { return nil }
      return TestStoreMessage.stateMismatch(expected: state, actual: state, hasAssertion: false)
    }
    guard let mismatch else { return }
    location.reportIssue(TestStoreMessage.unassertedSharedChanges(mismatch: mismatch))
    self.assertedState = state
  }
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
