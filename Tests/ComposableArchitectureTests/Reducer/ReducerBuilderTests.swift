import ComposableArchitecture
import Testing

@MainActor
struct ReducerBuilderTests {
  struct State: Equatable {
    var log: [String] = []
  }
  enum Action { case tap }

  struct Logger: Reducer {
    let name: String
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.log.append(self.name)
      return .none
    }
  }

  struct Composite: Reducer {
    let isOn: Bool
    let optional: Logger?
    let names: [String]

    var body: some Reducer<State, Action> {
      Logger(name: "first")
      if self.isOn {
        Logger(name: "on")
      } else {
        Logger(name: "off")
      }
      if let optional = self.optional {
        optional
      }
      for name in self.names {
        Logger(name: name)
      }
      CombineReducers {
        Logger(name: "combined")
        EmptyReducer()
      }
    }
  }

  @Test func runsReducersTopToBottomWithControlFlow() {
    var state = State()
    _ = Composite(isOn: true, optional: Logger(name: "optional"), names: ["a", "b"])
      .reduce(into: &state, action: .tap)
    #expect(state.log == ["first", "on", "optional", "a", "b", "combined"])

    state = State()
    _ = Composite(isOn: false, optional: nil, names: []).reduce(into: &state, action: .tap)
    #expect(state.log == ["first", "off", "combined"])
  }

  @Test func storeBuildsBodyOnce() {
    final class Counter: @unchecked Sendable { var bodies = 0 }
    struct Counting: Reducer {
      let counter: Counter
      var body: some Reducer<State, Action> {
        let _ = self.counter.bodies += 1
        Logger(name: "x")
      }
    }
    let counter = Counter()
    let store = Store(initialState: State()) { Counting(counter: counter) }
    store.send(.tap)
    store.send(.tap)
    store.send(.tap)
    #expect(store.withState(\.log) == ["x", "x", "x"])
    #expect(counter.bodies == 1)
  }

  @Test func manyReducersInOneBody() {
    struct Many: Reducer {
      var body: some Reducer<State, Action> {
        Logger(name: "1"); Logger(name: "2"); Logger(name: "3"); Logger(name: "4")
        Logger(name: "5"); Logger(name: "6"); Logger(name: "7"); Logger(name: "8")
        Logger(name: "9"); Logger(name: "10"); Logger(name: "11"); Logger(name: "12")
        Logger(name: "13"); Logger(name: "14"); Logger(name: "15"); Logger(name: "16")
      }
    }
    var state = State()
    _ = Many().reduce(into: &state, action: .tap)
    #expect(state.log == (1...16).map(String.init))
  }

  @Test func existentialReducer() {
    struct Holder: Reducer {
      let child: any Reducer<State, Action>
      var body: some Reducer<State, Action> {
        self.child
        Logger(name: "after")
      }
    }
    struct OnlyExistential: Reducer {
      let child: any Reducer<State, Action>
      var body: some Reducer<State, Action> {
        self.child
      }
    }
    struct Concrete: Reducer {
      var body: some Reducer<State, Action> {
        Logger(name: "concrete")
      }
    }
    // A concrete reducer keeps its type: only existentials are erased into `Reduce`.
    #expect(type(of: Concrete().body) == Logger.self)

    var state = State()
    _ = Holder(child: Logger(name: "existential")).reduce(into: &state, action: .tap)
    #expect(state.log == ["existential", "after"])

    let store = Store(initialState: State()) {
      OnlyExistential(child: Holder(child: Logger(name: "inner")))
    }
    store.send(.tap)
    #expect(store.withState(\.log) == ["inner", "after"])
  }
}
