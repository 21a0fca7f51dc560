import ComposableArchitecture
import Testing

@testable import ComposableTerminal

// `SwitchStore` and `CaseLet`, deprecated in TCA 1.7, over an enum feature.
@Reducer
struct LegacyScreen {
  @ObservableState
  enum State: Equatable {
    case counter(LegacyCounter.State)
    case blank
  }

  enum Action {
    case counter(LegacyCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .counter(.incrementButtonTapped) = action, case var .counter(counter) = state else {
        return .none
      }
      counter.count += 1
      state = .counter(counter)
      return .none
    }
  }
}

extension LegacyScreen.State {
  var counter: LegacyCounter.State? {
    guard case let .counter(counter) = self else { return nil }
    return counter
  }
}

@available(*, deprecated)
struct LegacyScreenView: View {
  let store: StoreOf<LegacyScreen>
  /// Points the counter's `CaseLet` at the wrong case, as a typo would.
  var mismatched = false

  var body: some View {
    SwitchStore(store) { state in
      switch state {
      case .counter where !mismatched:
        CaseLet(\LegacyScreen.State.counter, action: LegacyScreen.Action.counter) { counterStore in
          WithViewStore(counterStore, observe: \.count) { viewStore in
            Button("Count \(viewStore.state)") { viewStore.send(.incrementButtonTapped) }
          }
        }
      case .counter, .blank:
        CaseLet(state: { (state: LegacyScreen.State) -> Void? in state == .blank ? () : nil }) { (_: Store<Void, LegacyScreen.Action>) in
          Text("Blank")
        }
      }
    }
  }
}

@MainActor
struct SwitchStoreTests {
  @available(*, deprecated)
  @Test func caseLetScopesTheStoreToTheCaseTheStateIsIn() {
    let store = Store(initialState: LegacyScreen.State.counter(.init(id: 1, count: 2))) { LegacyScreen() }
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) { LegacyScreenView(store: store) }
    #expect(driver.lines == ["[ Count 2 ]"])

    driver.press(.enter)

    #expect(store.state == .counter(.init(id: 1, count: 3)))
    #expect(driver.lines == ["[ Count 3 ]"])
  }

  @available(*, deprecated)
  @Test func aCaseLetOfAnotherCaseReportsUpstreamsWarningWhenItAppears() {
    let store = Store(initialState: LegacyScreen.State.counter(.init(id: 1))) { LegacyScreen() }
    let messages = LockIsolated<[String]>([])
    withKnownIssue {
      _ = HeadlessDriver(size: Size(width: 200, height: 20)) {
        LegacyScreenView(store: store, mismatched: true)
      }
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }

    #expect(messages.value.count == 1)
    #expect(messages.value.first?.hasPrefix(
      #"Warning: A "CaseLet" at "ComposableTerminalTests/SwitchStoreTests.swift:"#) == true)
    #expect(messages.value.first?.contains("""
      was encountered when state was set to another case:

          LegacyScreen.State.counter

      This usually happens
      """) == true)
  }
}
