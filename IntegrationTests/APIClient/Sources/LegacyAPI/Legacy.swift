import ComposableArchitecture
import Foundation

// Features as TCA 1.0–1.3 code wrote them: `/Action.child` case paths, `@BindingState`,
// `TaskResult`, identified actions as `(id:action:)` cases.

public struct Todo: Reducer {
  public struct State: Equatable, Identifiable {
    public let id: Int
    public var isDone = false
    public init(id: Int) { self.id = id }
  }
  public enum Action: Equatable { case toggle }
  public init() {}
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isDone.toggle()
    return .none
  }
}

public struct Legacy: Reducer {
  public struct State: Equatable {
    @BindingState public var name = ""
    public var todo = Todo.State(id: 0)
    public var optionalTodo: Todo.State?
    @PresentationState public var sheet: Todo.State?
    @PresentationState public var alert: AlertState<Action.Alert>?
    public var todos: IdentifiedArrayOf<Todo.State> = [Todo.State(id: 1)]
    public var path = StackState<Todo.State>()
    public var mode = Mode.off
    public var fact: String?
    public init() {}
  }

  public enum Mode: Equatable { case off, on(Todo.State) }

  public enum Action: BindableAction, Equatable {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case factButtonTapped
    case factResponse(TaskResult<String>)
    case mode(Todo.Action)
    case optionalTodo(Todo.Action)
    case path(StackAction<Todo.State, Todo.Action>)
    case sheet(PresentationAction<Todo.Action>)
    case todo(Todo.Action)
    case todos(id: Int, action: Todo.Action)

    public enum Alert: Equatable { case ok }
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    BindingReducer()
    Scope(state: \.todo, action: /Action.todo) {
      Todo()
    }
    Scope(state: \.mode, action: /Action.mode) {
      Scope(state: /Mode.on, action: /Todo.Action.self) {
        Todo()
      }
    }
    Reduce { state, action in
      switch action {
      case .binding(\.$name):
        state.name = state.name.uppercased()
        return .none
      case .factButtonTapped:
        return .run { send in
          await send(.factResponse(TaskResult { "fact" }))
        }
      case let .factResponse(.success(fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.optionalTodo, action: /Action.optionalTodo) {
      Todo()
    }
    .ifLet(\.$sheet, action: /Action.sheet) {
      Todo()
    }
    .ifLet(\.$alert, action: /Action.alert)
    .forEach(\.todos, action: /Action.todos(id:action:)) {
      Todo()
    }
    .forEach(\.path, action: /Action.path) {
      Todo()
    }
  }
}

public struct LegacyEnum: Reducer {
  public enum State: Equatable { case todo(Todo.State), none }
  public enum Action: Equatable { case todo(Todo.Action) }
  public init() {}
  public var body: some Reducer<State, Action> {
    EmptyReducer()
      .ifCaseLet(/State.todo, action: /Action.todo) {
        Todo()
      }
  }
}

@MainActor
func legacyTests(_ store: TestStore<Legacy.State, Legacy.Action>) async {
  await store.send(.factButtonTapped)
  await store.receive(/Legacy.Action.factResponse) {
    $0.fact = "fact"
  }
  await store.send(.binding(.set(\.$name, "blob"))) {
    $0.name = "BLOB"
  }
}

/// The 1.x timeouts in nanoseconds (compiled only: running a test store needs a test runner).
@MainActor
func legacyTimeouts(_ store: TestStore<Legacy.State, Legacy.Action>) async {
  await store.send(.factButtonTapped)
  await store.receive(/Legacy.Action.factResponse, timeout: 1_000_000_000) {
    $0.fact = "fact"
  }
  await store.send(.factButtonTapped)
  await store.receive({ _ in true }, timeout: 1_000_000_000)
  await store.send(.factButtonTapped)
  await store.receive(.factResponse(.success("fact")), timeout: 1_000_000_000)
  await store.finish(timeout: 1_000_000_000)
  await store.send(.factButtonTapped).finish(timeout: 1_000_000_000)
}

@MainActor
public func runLegacyAPI() async -> [String] {
  var failures: [String] = []
  let store = Store(initialState: Legacy.State()) { Legacy() }
  store.send(.todo(.toggle))
  store.send(.binding(.set(\.$name, "blob")))
  store.send(.todos(id: 1, action: .toggle))
  store.withState { state in
    if !state.todo.isDone { failures.append("Scope(state:action: AnyCasePath)") }
    if state.name != "BLOB" { failures.append("BindingAction.set(\\.$name, _): \(state.name)") }
    if state.todos[id: 1]?.isDone != true { failures.append("forEach(_:action: AnyCasePath)") }
  }
  await store.send(.factButtonTapped).finish()
  if store.withState(\.fact) != "fact" { failures.append("TaskResult") }

  let enumStore = Store(initialState: LegacyEnum.State.todo(Todo.State(id: 2))) { LegacyEnum() }
  enumStore.send(.todo(.toggle))
  if enumStore.withState({ $0 }) != .todo({ var todo = Todo.State(id: 2); todo.isDone = true; return todo }()) {
    failures.append("ifCaseLet(_:action: AnyCasePath)")
  }

  let todo = store.scope(state: { $0.todo }, action: { .todo($0) })
  todo.send(.toggle)
  if store.withState(\.todo.isDone) { failures.append("scope(state:action:) closures") }

  var presentation = PresentationState<Legacy.Mode>(wrappedValue: .on(Todo.State(id: 3)))
  if presentation[case: /Legacy.Mode.on]?.id != 3 { failures.append("PresentationState[case:]") }
  presentation[case: /Legacy.Mode.on] = nil
  if presentation.wrappedValue != nil { failures.append("PresentationState[case:] = nil") }

  let modes = StackState<Legacy.Mode>([.off])
  if let id = modes.ids.first, modes[id: id, case: /Legacy.Mode.on] != nil {
    failures.append("StackState[id:case:]")
  }
  if Result(TaskResult<Int>.success(1)).map({ $0 + 1 }).value != 2 {
    failures.append("Result(TaskResult)")
  }
  // swift-sharing 2.8: assigning a `@Shared` property directly is deprecated, not unavailable.
  struct Scores {
    @Shared var best: Int
  }
  let scores = Scores(best: Shared(value: 0))
  scores.best = 5
  if scores.$best.wrappedValue != 5 { failures.append("Shared.wrappedValue setter") }

  return failures
}

extension Result {
  fileprivate var value: Success? { try? self.get() }
}
