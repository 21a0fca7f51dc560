@testable import ComposableArchitecture
import Testing

extension TestStoreTests {
  @MainActor
  struct TestSupportCheckTests {
    /// This target links `ComposableArchitectureTestSupport`, as user test targets must.
    @Test func testSupportIsDetected() {
      #expect(TestSupportCheck.isIssueReportingTestSupportLinked)
      #expect(TestSupportCheck.isDependenciesTestObserverLinked)
    }

    /// The proof that failures count here: a failing assertion is recorded as an issue (a known
    /// one, so that it does not fail this test). Without issue recording, `withKnownIssue` would
    /// itself fail, since no issue would have been recorded.
    @Test func failingAssertionIsRecorded() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: EffectsFeature.State()) {
          EffectsFeature()
        }
        await store.send(.incrementButtonTapped)
      }
      #expect(issues.count == 1)
    }
  }
}
