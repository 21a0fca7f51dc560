import ComposableArchitecture
import Testing

/// An alert kept in a plain optional closes after any of its buttons in every form of `ifLet`:
/// with a child reducer, and the deprecated `/Action.alert` forms, as the closure-less one does.
@MainActor
@Suite(.serialized)
struct IfLetEphemeralStateTests {
  struct Feature: Reducer {
    enum Form { case childReducer, casePathChildReducer, casePath }

    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var childSawConfirm = false
      var confirmed = false
    }
    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case deleteTapped
      @CasePathable
      enum Alert: Equatable { case cancel, confirm }
    }

    let form: Form

    var core: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .alert(.confirm):
          state.confirmed = true
        case .alert(.cancel):
          break
        case .deleteTapped:
          state.alert = AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
            ButtonState(role: .cancel, action: .cancel) { TextState("No") }
          }
        }
        return .none
      }
    }

    @available(*, deprecated)
    var body: some Reducer<State, Action> {
      switch self.form {
      case .childReducer:
        AnyReducer(
          self.core.ifLet(\.alert, action: \.alert) {
            EmptyReducer()
          }
        )
      case .casePathChildReducer:
        AnyReducer(
          self.core.ifLet(\.alert, action: /Action.alert) {
            EmptyReducer()
          }
        )
      case .casePath:
        AnyReducer(self.core.ifLet(\.alert, action: /Action.alert))
      }
    }
  }

  /// Type-erases the three forms' reducers, whose types differ.
  struct AnyReducer<State, Action>: Reducer {
    let base: any Reducer<State, Action>
    init(_ base: some Reducer<State, Action>) { self.base = base }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      self.base.reduce(into: &state, action: action)
    }
  }

  @available(*, deprecated)
  @Test(arguments: [Feature.Form.childReducer, .casePathChildReducer, .casePath])
  func alertClosesAfterAnyButton(form: Feature.Form) async {
    let store = TestStore(initialState: Feature.State()) { Feature(form: form) }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
        ButtonState(role: .cancel, action: .cancel) { TextState("No") }
      }
    }
    await store.send(.alert(.cancel)) {
      $0.alert = nil
    }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
        ButtonState(role: .cancel, action: .cancel) { TextState("No") }
      }
    }
    await store.send(.alert(.confirm)) {
      $0.alert = nil
      $0.confirmed = true
    }
  }

  @Reducer
  struct Host {
    @ObservableState
    struct State: Equatable {
      var destination: Destination.State?
    }
    enum Action {
      case destination(Destination.Action)
      case showAlert
      enum Alert { case ok }
    }
    @Reducer(state: .equatable)
    enum Destination {
      case alert(AlertState<Host.Action.Alert>)
      case counter(Counter)
    }
    @Reducer
    struct Counter {
      @ObservableState
      struct State: Equatable { var count = 0 }
      enum Action { case increment }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.count += 1
          return .none
        }
      }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .showAlert = action {
          state.destination = .alert(AlertState { TextState("Hi") })
        }
        return .none
      }
      .ifLet(\.destination, action: \.destination) {
        Destination.body
      }
    }
  }

  @Test func aDestinationEnumInAPlainOptionalClosesOnlyItsEphemeralCases() async {
    let store = TestStore(initialState: Host.State(destination: .counter(Host.Counter.State()))) {
      Host()
    }
    await store.send(\.destination.counter.increment) {
      $0.destination = .counter(Host.Counter.State(count: 1))
    }
    await store.send(.showAlert) {
      $0.destination = .alert(AlertState { TextState("Hi") })
    }
    await store.send(.destination(.alert(.ok))) {
      $0.destination = nil
    }
  }
}
