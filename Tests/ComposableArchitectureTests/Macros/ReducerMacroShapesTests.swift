import ComposableArchitecture
import Foundation
import Testing

/// The shapes of `@Reducer` that leave parts out or write them by hand, compiled and run.
enum Shapes {
  @Reducer
  struct Inert {}

  @Reducer
  struct OnlyState {
    @ObservableState
    struct State: Equatable {
      var text = "Hello"
    }
  }

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
      Reduce { state, _ in
        state.value += 1
        return .none
      }
    }
  }

  @Reducer
  enum Path {
    case stepper(Stepper)
    case inert(Inert)
  }

  @Reducer
  enum Manual {
    case stepper(Stepper)
    case onlyState(OnlyState)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: CaseReducerState, Equatable {
      typealias StateReducer = Manual
      case stepper(Stepper.State)
      case onlyState(OnlyState.State)
    }

    static var body: Reduce<State, Action> {
      Reduce(
        CombineReducers {
          Scope(state: \.stepper, action: \.stepper) {
            Stepper()
          }
          Reduce { state, action in
            if case .stepper(Stepper.State(value: 1)) = state, action.is(\.stepper) {
              state = .onlyState(OnlyState.State(text: "one"))
            }
            return .none
          }
        }
      )
    }
  }
}

extension Shapes.Path.State: Codable, Equatable, Hashable {}
extension Shapes.Path.Action: Equatable {}

@MainActor
@Suite struct ReducerMacroShapesTests {
  @Test func emptyFeatureHasUpstreamsState() throws {
    let store = Store(initialState: Shapes.Inert.State()) { Shapes.Inert() }
    #expect(store.state == Shapes.Inert.State())
    let data = try JSONEncoder().encode(Shapes.Inert.State())
    #expect(try JSONDecoder().decode(Shapes.Inert.State.self, from: data) == Shapes.Inert.State())
    #expect(Set([Shapes.Inert.State(), Shapes.Inert.State()]).count == 1)
    #expect(type(of: Shapes.Inert().body) == EmptyReducer<Shapes.Inert.State, Shapes.Inert.Action>.self)
  }

  @Test func featureWithOnlyState() {
    let store = Store(initialState: Shapes.OnlyState.State()) { Shapes.OnlyState() }
    #expect(store.text == "Hello")
  }

  @Test func enumStateConformsThroughAnExtension() throws {
    let state = Shapes.Path.State.stepper(Shapes.Stepper.State(value: 3))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(Shapes.Path.State.self, from: data) == state)
    #expect(Set([state, state, .inert(Shapes.Inert.State())]).count == 2)
    #expect(
      Shapes.Path.Action.stepper(.incrementButtonTapped) == .stepper(.incrementButtonTapped)
    )

    let store = Store(initialState: state) { Shapes.Path.body }
    store.send(.stepper(.incrementButtonTapped))
    #expect(store.state == .stepper(Shapes.Stepper.State(value: 4)))
  }

  @Test func handWrittenStateAndBodyAreKept() {
    let store = Store(initialState: Shapes.Manual.State.stepper(Shapes.Stepper.State())) {
      Shapes.Manual.body
    }
    guard case let .stepper(stepperStore) = store.case else {
      Issue.record("Expected the stepper case")
      return
    }
    stepperStore.send(.incrementButtonTapped)
    #expect(store.state == .onlyState(Shapes.OnlyState.State(text: "one")))
    #expect(store.onlyState?.text == "one")
  }
}
