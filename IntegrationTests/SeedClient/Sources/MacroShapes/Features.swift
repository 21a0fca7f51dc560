// Every shape of `@Reducer`, and the other public macros, as a client writes them.
import ComposableArchitecture

/// A feature with nothing in it: `@Reducer` supplies `State`, `Action` and `body`.
@Reducer
public struct Inert {}

/// A feature that declares only its state.
@Reducer
struct Label {
  @ObservableState
  struct State: Equatable {
    var text = "Hello"
  }
}

/// A primitive feature: an `Action` and `reduce(into:action:)`, no `State`.
@Reducer
struct Ping {
  enum Action: Equatable {
    case ping
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// A stepper whose state is codable and hashable, so that enum reducers holding it can be too.
@Reducer
struct Stepper {
  @ObservableState
  struct State: Codable, Equatable, Hashable {
    var value = 0
  }
  enum Action: Equatable {
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.value += 1
        return .none
      }
    }
  }
}

/// A feature with view actions, an ignored field, a presented destination and a dependency.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    @ObservationStateIgnored var taps = 0
    @Presents var destination: Destination.State?
  }
  enum Action: ViewAction {
    case destination(PresentationAction<Destination.Action>)
    case factResponse(String)
    case view(View)
    enum View {
      case factButtonTapped
      case incrementButtonTapped
      case showStepperButtonTapped
    }
  }
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .view(.factButtonTapped):
        return .run { [count = state.count] send in
          try await send(.factResponse(self.numberFact.fetch(count)))
        }
      case .view(.incrementButtonTapped):
        state.count += 1
        state.taps += 1
        return .none
      case .view(.showStepperButtonTapped):
        state.destination = .stepper(Stepper.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// An enum of features, with an ephemeral alert and a plain case.
@Reducer
enum Destination {
  case stepper(Stepper)
  case alert(AlertState<Alert>)
  @ReducerCaseIgnored
  case note(String)

  enum Alert: Equatable {
    case confirm
  }
}

extension Destination.State: Equatable {}

/// An enum of features whose generated state and action get their conformances from extensions.
@Reducer
enum Path {
  case stepper(Stepper)
  case inert(Inert)
}

extension Path.State: Codable, Equatable, Hashable {}
extension Path.Action: Equatable {}

/// An enum reducer that writes its own `State` and `body`.
@Reducer
enum Manual {
  case stepper(Stepper)
  case label(Label)

  @CasePathable
  @dynamicMemberLookup
  @ObservableState
  enum State: CaseReducerState, Equatable {
    typealias StateReducer = Manual
    case stepper(Stepper.State)
    case label(Label.State)
  }

  static var body: Reduce<State, Action> {
    Reduce(
      CombineReducers {
        Scope(state: \.stepper, action: \.stepper) {
          Stepper()
        }
        Reduce { state, action in
          if case .stepper(Stepper.State(value: 1)) = state, action.is(\.stepper) {
            state = .label(Label.State(text: "one"))
          }
          return .none
        }
      }
    )
  }
}

/// A feature whose body holds an existential reducer and a chain of dependency overrides.
@Reducer
struct Wrapper {
  @ObservableState
  struct State: Equatable {
    var stepper = Stepper.State()
    var fact: String?
  }
  enum Action: Equatable {
    case stepper(Stepper.Action)
    case fetch
    case factResponse(String)
  }
  let child: any ReducerOf<Stepper> = Stepper()
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Scope(state: \.stepper, action: \.stepper) {
      self.child
    }
    Reduce { state, action in
      switch action {
      case .stepper:
        return .none
      case .fetch:
        return .run { [numberFact] send in
          try await send(.factResponse(numberFact.fetch(0)))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

/// A view over a store: `@ViewAction(for:)` lets it send view actions as `send(.…)`.
@MainActor
@ViewAction(for: Counter.self)
struct CounterView {
  let store: StoreOf<Counter>

  func incrementButtonTapped() {
    send(.incrementButtonTapped)
  }
}

/// A dependency client written with the re-exported `@DependencyClient` macro.
@DependencyClient
struct NumberFactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = Self(fetch: { "\($0) is a live number." })
  static let testValue = Self()
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// A plain case-pathable enum through the re-exported `@CasePathable`.
@CasePathable
enum Route: Equatable {
  case home
  case detail(id: Int)
}
