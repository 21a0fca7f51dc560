import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct IfCaseLetTests {
  struct LoggedIn: Reducer {
    struct State: Equatable { var ticks = 0 }
    @CasePathable
    enum Action: Equatable { case listen, tick }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .listen:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  struct App: Reducer {
    @CasePathable
    enum State: Equatable {
      case loggedIn(LoggedIn.State)
      case loggedOut
    }
    @CasePathable
    enum Action: Equatable {
      case logOut
      case loggedIn(LoggedIn.Action)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .logOut = action { state = .loggedOut }
        return .none
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
    }
  }

  @Test func runsChildInCaseAndCancelsWhenCaseChanges() async {
    let clock = TestClock()
    let store = Store(initialState: App.State.loggedIn(LoggedIn.State())) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let listening = store.send(.loggedIn(.listen))
    await clock.advance(by: .seconds(2))
    #expect(store.state == .loggedIn(LoggedIn.State(ticks: 2)))
    store.send(.logOut)
    await listening.finish()
    #expect(store.state == .loggedOut)
  }

  @Test func actionForOtherCaseIsReported() {
    let store = Store(initialState: App.State.loggedOut) { App() }
    withKnownIssue {
      store.send(.loggedIn(.tick))
    } matching: { issue in
      issue.description.contains(#"An "ifCaseLet" at "#)
    }
  }
}
