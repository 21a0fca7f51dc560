import ComposableArchitecture
import Foundation
import Testing

extension TestStoreTests {
  @MainActor
  struct DependencyTests {
    @Test func unimplementedDependencyFailsTheTest() async {
      let issues = await knownIssues {
        let store = TestStore(initialState: CounterFeature.State()) {
          CounterFeature()
        }
        await store.send(.getFactButtonTapped) {
          $0.isLoadingFact = true
        }
        await store.receive(\.factResponse) {
          $0.isLoadingFact = false
          $0.fact = "0 is a live fact."
        }
      }
      #expect(issues.count == 1)
      #expect(
        issues.first?.message.hasPrefix(
          #"@Dependency(\.numberFact) has no test implementation, but was accessed from a test context:"#
        ) == true
      )
    }

    @Test func dependenciesChangeBetweenSteps() async {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.numberFact.fetch = { "\($0) is a good number." }
      }
      await store.send(.getFactButtonTapped) {
        $0.isLoadingFact = true
      }
      await store.receive(.factResponse("0 is a good number.")) {
        $0.isLoadingFact = false
        $0.fact = "0 is a good number."
      }
      store.dependencies.numberFact.fetch = { "\($0) is a great number!" }
      await store.send(.getFactButtonTapped) {
        $0.fact = nil
        $0.isLoadingFact = true
      }
      await store.receive(.factResponse("0 is a great number!")) {
        $0.isLoadingFact = false
        $0.fact = "0 is a great number!"
      }
    }

    @Test func withDependenciesForSomeSteps() async {
      struct Offline: Error {}
      let issues = await knownIssues {
        let store = TestStore(initialState: CounterFeature.State()) {
          CounterFeature()
        } withDependencies: {
          $0.numberFact.fetch = { "\($0) is a good number." }
        }
        await store.withDependencies {
          $0.numberFact.fetch = { _ in throw Offline() }
        } operation: {
          await store.send(.getFactButtonTapped) {
            $0.isLoadingFact = true
          }
          await store.finish()
        }
        await store.send(.getFactButtonTapped)
        await store.receive(.factResponse("0 is a good number.")) {
          $0.isLoadingFact = false
          $0.fact = "0 is a good number."
        }
      }
      #expect(issues.count == 1)
      #expect(issues.first?.message.contains("threw an unhandled error") == true)
    }

    @Test func assertionsRunWithTheStoreDependencies() async {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.date.now = Date(timeIntervalSince1970: 0)
        $0.numberFact.fetch = { "\($0) is a good number." }
      }
      await store.send(.getFactButtonTapped) {
        $0.isLoadingFact = true
      }
      await store.receive(\.factResponse) {
        // Without the store's dependencies, reading the date would fail the test.
        @Dependency(\.date.now) var now
        $0.isLoadingFact = false
        $0.fact = "\(Int(now.timeIntervalSince1970)) is a good number."
      }
    }
  }
}
