import ComposableArchitecture
import Testing

private struct Settings: Reducer {
  struct State: Equatable {
    var displayName = ""
    var isHapticsEnabled = true
    var changes = 0
    var log: [String] = []
  }
  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.isHapticsEnabled) { _, newValue in
        Reduce { state, _ in
          state.log.append("haptics \(newValue)")
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.displayName):
        state.log.append("name \(state.displayName)")
        return .none
      case .binding:
        state.changes += 1
        return .none
      }
    }
  }
}

/// A feature whose binding actions are view actions.
private struct Profile: Reducer {
  struct State: Equatable {
    var name = ""
  }
  @CasePathable
  enum Action: ViewAction, Equatable {
    case view(View)
    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case saveButtonTapped
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

/// A feature that forgot its `BindingReducer`.
private struct Forgetful: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// Observable features that forgot their `BindingReducer`, with a bindable action and a bindable
/// view action.
@Reducer
private struct ForgetfulCounter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
private struct ForgetfulViewCounter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: ViewAction {
    case view(View)
    enum View: BindableAction {
      case binding(BindingAction<State>)
    }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct BindingReducerTests {
  @Test func anUnhandledBindingActionIsReportedAsUpstreamWordsIt() async {
    let store = Store(initialState: ForgetfulCounter.State()) { ForgetfulCounter() }
    let issues = await knownIssues {
      store.count = 42
    }
    #expect(
      messages(issues) == [
        """
        A binding action sent from a store was not handled.

          Action:
            ForgetfulCounter.Action.binding(.set(_, 42))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
      ]
    )

    let viewStore = Store(initialState: ForgetfulViewCounter.State()) { ForgetfulViewCounter() }
    let viewIssues = await knownIssues {
      viewStore.count = 42
    }
    #expect(
      messages(viewIssues) == [
        """
        A binding action sent from a store was not handled.

          Action:
            ForgetfulViewCounter.Action.View.binding(.set(_, 42))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
      ]
    )
  }

  @Test func bindingActionsSetState() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.binding(.set(\.displayName, "Blob")))
    store.send(.set(\.isHapticsEnabled, false))
    store.send(.set(\.isHapticsEnabled, false))
    #expect(
      store.withState { $0 }
        == Settings.State(
          displayName: "Blob",
          isHapticsEnabled: false,
          changes: 2,
          log: ["name Blob", "haptics false"]
        )
    )
  }

  @Test func storeBindingsSendBindingActions() {
    let store = Store(initialState: Settings.State()) { Settings() }
    #expect(store.displayName == "")
    store.displayName = "Blob Jr."
    #expect(store.displayName == "Blob Jr.")
    #expect(store.log == ["name Blob Jr."])
  }

  @Test func viewActionBindings() {
    let store = Store(initialState: Profile.State()) { Profile() }
    store.name = "Blob"
    #expect(store.name == "Blob")
    store.send(.view(.binding(.set(\.name, "Blob Sr."))))
    #expect(store.name == "Blob Sr.")
  }

  @Test func missingBindingReducerIsReported() {
    let store = Store(initialState: Forgetful.State()) { Forgetful() }
    withKnownIssue {
      store.name = "Blob"
    } matching: { issue in
      issue.description.contains(
        #"To fix this, invoke "BindingReducer()" from your feature reducer's "body"."#
      )
    }
    #expect(store.name == "")
  }

  @Test func equality() {
    typealias Binding = BindingAction<Settings.State>
    #expect(Binding.set(\.displayName, "Blob") == .set(\.displayName, "Blob"))
    #expect(Binding.set(\.displayName, "Blob") != .set(\.displayName, "Blob Jr."))
    #expect(Binding.set(\.isHapticsEnabled, true) != .set(\.displayName, "Blob"))
    #expect(Settings.Action.set(\.displayName, "Blob") == .binding(.set(\.displayName, "Blob")))
  }

  @Test func caseKeyPaths() {
    let action = Settings.Action.binding(.set(\.displayName, "Blob"))
    #expect(action[case: \.binding.displayName] == Optional("Blob"))
    #expect(action[case: \.binding.isHapticsEnabled] == nil)
    let path: CaseKeyPath<Settings.Action, String> = \.binding.displayName
    #expect(path("Blob Jr.") == .binding(.set(\.displayName, "Blob Jr.")))
    #expect(Settings.Action.set(\.changes, 1).binding == .set(\.changes, 1))
  }

  @Test func dump() {
    let action = BindingAction<Settings.State>.set(\.displayName, "Blob")
    #expect(String(customDumping: action).hasPrefix(".set("))
    #expect(String(customDumping: action).hasSuffix(#"displayName, "Blob")"#))
  }
}

extension BindingReducerTests {
  @Test func bindingsInATestStore() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
      $0.log = ["name Blob"]
    }
    await store.send(.set(\.isHapticsEnabled, false)) {
      $0.isHapticsEnabled = false
      $0.changes = 1
      $0.log = ["name Blob", "haptics false"]
    }
  }
}

/// `BindableAction.binding` finds the `binding` case of each action type with a case path made
/// once per type: two types whose bindings set different states, each with a case before it
/// whose payload is another type's binding action.
struct BindableActionCaseTests {
  struct First: Equatable { var count = 0 }
  struct Second: Equatable { var title = "" }
  enum FirstAction: BindableAction {
    case other(BindingAction<Second>)
    case binding(BindingAction<First>)
  }
  enum SecondAction: BindableAction {
    case other(BindingAction<First>)
    case binding(BindingAction<Second>)
  }

  @Test func eachTypesBindingCaseAndNoOther() {
    for _ in 1...2 {
      var first = First()
      _ = BindingReducer<First, FirstAction, FirstAction>()
        .reduce(into: &first, action: .binding(.set(\.count, 3)))
      #expect(first.count == 3)
      #expect(FirstAction.other(.set(\.title, "x")).binding == nil)
      #expect(FirstAction.binding(.set(\.count, 1)).binding != nil)
      var second = Second()
      _ = BindingReducer<Second, SecondAction, SecondAction>()
        .reduce(into: &second, action: .binding(.set(\.title, "Design")))
      #expect(second.title == "Design")
      #expect(SecondAction.other(.set(\.count, 1)).binding == nil)
    }
  }
}

/// An action type with a `binding` property of its own: `BindingReducer` reads it, as upstream's
/// does, rather than the `binding` case it finds by itself (here a second case also carries
/// binding actions).
struct OwnBindingPropertyTests {
  struct Form: Equatable { var name = "" }
  enum Action: BindableAction {
    case binding(BindingAction<Form>)
    case imported(BindingAction<Form>)

    var binding: BindingAction<Form>? {
      switch self {
      case let .binding(action), let .imported(action): action
      }
    }
  }
  @CasePathable
  enum ParentAction {
    case view(Action)
  }

  @Test func bindingReducerReadsTheActionTypesOwnBindingProperty() {
    var form = Form()
    _ = BindingReducer<Form, Action, Action>()
      .reduce(into: &form, action: .imported(.set(\.name, "Blob")))
    #expect(form.name == "Blob")
    _ = BindingReducer<Form, ParentAction, Action>(action: \.view)
      .reduce(into: &form, action: .view(.imported(.set(\.name, "Blob Jr."))))
    #expect(form.name == "Blob Jr.")
    _ = BindingReducer<Form, Action, Action>()
      .reduce(into: &form, action: .binding(.set(\.name, "Blob Sr.")))
    #expect(form.name == "Blob Sr.")
  }
}
