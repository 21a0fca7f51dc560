import ComposableArchitecture
import Testing

/// TCA 1.x's `/Action.child` spellings of the reducer operators behave as their case key path
/// forms.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct CasePathReducerTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var count = 0
    }
    enum Action: Equatable { case increment, startTimer, tick }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment, .tick:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      }
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var row = Row.State(id: 0)
      var optionalRow: Row.State?
      @PresentationState var sheet: Row.State?
      @PresentationState var alert: AlertState<Action.Alert>?
      var rows: IdentifiedArrayOf<Row.State> = []
      var path = StackState<Row.State>()
      var confirmed = false
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case optionalRow(Row.Action)
      case path(StackAction<Row.State, Row.Action>)
      case row(Row.Action)
      case rows(id: Int, action: Row.Action)
      case sheet(PresentationAction<Row.Action>)
      enum Alert: Equatable { case confirm }
    }
    @available(*, deprecated)
    var body: some Reducer<State, Action> {
      Scope(state: \.row, action: /Action.row) {
        Row()
      }
      Reduce { state, action in
        if case .alert(.presented(.confirm)) = action { state.confirmed = true }
        return .none
      }
      .ifLet(\.optionalRow, action: /Action.optionalRow) {
        Row()
      }
      .ifLet(\.$sheet, action: /Action.sheet) {
        Row()
      }
      .ifLet(\.$alert, action: /Action.alert)
      .forEach(\.rows, action: /Action.rows(id:action:)) {
        Row()
      }
      .forEach(\.path, action: /Action.path) {
        Row()
      }
    }
  }

  @available(*, deprecated)
  @Test func scopeRunsTheChild() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.row(.increment)) { $0.row.count = 1 }
  }

  @available(*, deprecated)
  @Test func ifLetRunsThePresentChildAndCancelsItsEffectsWhenItGoes() async {
    let clock = TestClock()
    var state = Feature.State()
    state.sheet = Row.State(id: 1)
    state.optionalRow = Row.State(id: 2)
    let store = TestStore(initialState: state) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.optionalRow(.increment)) { $0.optionalRow?.count = 1 }
    await store.send(.sheet(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 1 }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
  }

  @available(*, deprecated)
  @Test func ifLetDismissesAnAlertAfterItsButton() async {
    var state = Feature.State()
    state.alert = AlertState { TextState("Sure?") } actions: {
      ButtonState(action: .confirm) { TextState("Yes") }
    }
    let store = TestStore(initialState: state) { Feature() }
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
      $0.confirmed = true
    }
  }

  @available(*, deprecated)
  @Test func forEachRunsTheIdentifiedElement() async {
    var state = Feature.State()
    state.rows = [Row.State(id: 1), Row.State(id: 2)]
    let store = TestStore(initialState: state) { Feature() }
    await store.send(.rows(id: 2, action: .increment)) { $0.rows[id: 2]?.count = 1 }
  }

  @available(*, deprecated)
  @Test func forEachRunsTheStackElement() async {
    var state = Feature.State()
    state.path.append(Row.State(id: 1))
    let store = TestStore(initialState: state) { Feature() }
    await store.send(.path(.element(id: 0, action: .increment))) { $0.path[id: 0]?.count = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  enum Mode: Equatable {
    case off
    case on(Row.State)
  }

  enum ModeAction: Equatable {
    case on(Row.Action)
  }

  @available(*, deprecated)
  @Test func scopeAndIfCaseLetOnEnumState() async {
    let store = TestStore(initialState: Mode.on(Row.State(id: 1))) {
      Scope(state: /Mode.on, action: /ModeAction.on) {
        Row()
      }
      EmptyReducer<Mode, ModeAction>()
        .ifCaseLet(/Mode.on, action: /ModeAction.on) {
          Row()
        }
    }
    await store.send(.on(.increment)) { $0 = .on(Row.State(id: 1, count: 2)) }
  }

  @available(*, deprecated)
  @Test func ifCaseLetReportsAnActionForAnotherCase() async {
    let store = Store(initialState: Mode.off) {
      EmptyReducer<Mode, ModeAction>()
        .ifCaseLet(/Mode.on, action: /ModeAction.on) {
          Row()
        }
    }
    withKnownIssue {
      store.send(.on(.increment))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a")
    }
  }

  @available(*, deprecated)
  @Test func presentationStateCaseSubscript() async {
    var state = PresentationState<Mode>(wrappedValue: .on(Row.State(id: 1)))
    #expect(state[case: /Mode.on] == Row.State(id: 1))
    state[case: /Mode.on]?.count = 3
    #expect(state.wrappedValue == .on(Row.State(id: 1, count: 3)))
    state[case: /Mode.on] = nil
    #expect(state.wrappedValue == nil)
  }

  @available(*, deprecated)
  @Test func presentationStateCaseSubscriptReportsAnUnrelatedCase() async {
    var state = PresentationState<Mode>(wrappedValue: .off)
    let issues = await knownIssues {
      state[case: /Mode.on] = Row.State(id: 2)
    }
    #expect(messages(issues) == [#"Can't modify unrelated case "off""#])
    #expect(state.wrappedValue == .off)

    state.wrappedValue = nil
    let issuesWhenAbsent = await knownIssues {
      state[case: /Mode.on] = Row.State(id: 2)
    }
    #expect(messages(issuesWhenAbsent) == ["Can't modify unrelated case"])
    #expect(state.wrappedValue == nil)
  }

  @available(*, deprecated)
  @Test func stackStateCaseSubscript() async {
    var stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState<Mode>([.off, .on(Row.State(id: 1))])
    }
    #expect(stack[id: 0, case: /Mode.on] == nil)
    #expect(stack[id: 1, case: /Mode.on] == Row.State(id: 1))
    stack[id: 1, case: /Mode.on]?.count = 1
    #expect(stack[id: 1] == .on(Row.State(id: 1, count: 1)))
    let issues = await knownIssues {
      stack[id: 0, case: /Mode.on] = nil
    }
    #expect(messages(issues) == [#"Can't modify unrelated case "off""#])
    #expect(stack.count == 2)
    stack[id: 1, case: /Mode.on] = nil
    #expect(Array(stack) == [.off])
  }
}
