import ComposableArchitecture
import Testing

/// A feature whose state is an enum, asserted with `XCTModify` as upstream tests do.
@Reducer
struct LoadingFeature {
  @ObservableState
  struct State: Equatable {
    var status = Status.loaded(1)
    var refreshCount = 0
  }

  @CasePathable
  enum Status: Equatable {
    case loaded(Int)
    case loading
  }

  enum Action {
    case refreshButtonTapped
    case refreshLater
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshButtonTapped:
        state.refreshCount += 1
        return .none
      case .refreshLater:
        return .run { send in await send(.refreshButtonTapped) }
      }
    }
  }
}

extension TestStoreTests {
  @MainActor
  struct XCTModifyTests {
    @Test func unchangedCaseIsNoFailureWhenNonExhaustive() async {
      let store = TestStore(initialState: LoadingFeature.State()) {
        LoadingFeature()
      }
      store.exhaustivity = .off
      await store.send(.refreshButtonTapped) {
        LoadedStatus.modify(&$0.status) { $0 = 1 }
        $0.refreshCount = 1
      }
    }

    @Test func unchangedCaseIsNoFailureInANonExhaustiveReceive() async {
      let store = TestStore(initialState: LoadingFeature.State()) {
        LoadingFeature()
      }
      await store.withExhaustivity(.off) {
        await store.send(.refreshLater)
        await store.receive(\.refreshButtonTapped) {
          LoadedStatus.modify(&$0.status) { $0 = 1 }
        }
      }
    }

    @Test func unchangedCaseFailsWhenExhaustive() async {
      let store = TestStore(initialState: LoadingFeature.State()) {
        LoadingFeature()
      }
      let issues = await knownIssues {
        await store.send(.refreshButtonTapped) {
          LoadedStatus.modify(&$0.status) { $0 = 1 }
          $0.refreshCount = 1
        }
      }
      #expect(
        messages(issues) == [
          #"XCTModify: Expected "Int" value to be modified but it was unchanged."#
        ]
      )
    }
  }
}

/// Calls CasePaths' deprecated `XCTModify` from a deprecated context, so that the tests that need
/// it compile without warnings.
private enum LoadedStatus {
  static func modify(_ status: inout LoadingFeature.Status, _ body: (inout Int) -> Void) {
    let modifier: any StatusModifier = DeprecatedXCTModify()
    modifier.modify(&status, body)
  }
}

private protocol StatusModifier {
  func modify(_ status: inout LoadingFeature.Status, _ body: (inout Int) -> Void)
}

private struct DeprecatedXCTModify: StatusModifier {
  @available(*, deprecated)
  func modify(_ status: inout LoadingFeature.Status, _ body: (inout Int) -> Void) {
    XCTModify(&status, case: \.loaded) { body(&$0) }
  }
}
