import ComposableArchitecture
import Testing

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// A reducer whose `State` and `Action` are not nested declarations.
@Reducer
struct Toggle {
  typealias State = Bool
  typealias Action = ToggleAction
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.toggle()
      return .none
    }
  }
}

enum ToggleAction: Equatable {
  case toggleButtonTapped
}

struct Toast: Equatable {
  enum Action: Equatable { case dismissButtonTapped }
  var message: String
}

@Reducer(state: .equatable, action: .equatable)
enum Destination {
  case counter(Counter)
  case toggle(Toggle)
  @ReducerCaseEphemeral
  case toast(Toast)
  @ReducerCaseIgnored
  case note(String)
  case pair(Int, label: String)
  case empty
}

@Reducer
struct Parent {
  @ObservableState
  struct State: Equatable {
    var destination: Destination.State?
  }
  enum Action {
    case destination(Destination.Action)
    case showCounterButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .showCounterButtonTapped:
        state.destination = .counter(Counter.State())
        return .none
      }
    }
    .ifLet(\.destination, action: \.destination) {
      Destination.body
    }
  }
}

@MainActor
@Suite struct ReducerMacroIntegrationTests {
  @Test func structReducer() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    #expect(store.count == 2)
    #expect(Counter.Action.incrementButtonTapped.is(\.incrementButtonTapped))
  }

  @Test func tutorialCounterRunsInAStore() {
    let store = Store(initialState: Tutorial.CounterFeature.State()) { Tutorial.CounterFeature() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.state == Tutorial.CounterFeature.State(count: 1))
  }

  @Test func reducerWithoutNestedDeclarations() {
    let store = Store(initialState: false) { Toggle() }
    store.send(.toggleButtonTapped)
    #expect(store.state)
  }

  @Test func enumReducerRunsTheCurrentCasesFeature() {
    let store = Store(initialState: Destination.State.counter(Counter.State())) {
      Destination.body
    }
    store.send(.counter(.incrementButtonTapped))
    #expect(store.state == .counter(Counter.State(count: 1)))
    #expect(store.counter?.count == 1)
    #expect(store.toggle == nil)
  }

  @Test func enumReducerActions() {
    #expect(Destination.Action.toast(.dismissButtonTapped).is(\.toast))
    #expect(Destination.Action.toggle(.toggleButtonTapped).is(\.toggle))
    #expect(
      Destination.Action.counter(.incrementButtonTapped)[case: \.counter] == .incrementButtonTapped
    )
  }

  @Test func caseScope() {
    let store = Store(initialState: Destination.State.counter(Counter.State(count: 5))) {
      Destination.body
    }
    guard case let .counter(counterStore) = store.case else {
      Issue.record("Expected the counter case")
      return
    }
    counterStore.send(.decrementButtonTapped)
    #expect(counterStore.count == 4)
    #expect(store.state == .counter(Counter.State(count: 4)))

    let noteStore = Store(initialState: Destination.State.note("Hello")) { Destination.body }
    guard case .note("Hello") = noteStore.case else {
      Issue.record("Expected the note case")
      return
    }
    let pairStore = Store(initialState: Destination.State.pair(1, label: "One")) {
      Destination.body
    }
    guard case .pair(1, label: "One") = pairStore.case else {
      Issue.record("Expected the pair case")
      return
    }
    let toastStore = Store(initialState: Destination.State.toast(Toast(message: "Saved"))) {
      Destination.body
    }
    guard case .toast(Toast(message: "Saved")) = toastStore.case else {
      Issue.record("Expected the toast case")
      return
    }
  }

  @Test func parentPresentsADestination() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.showCounterButtonTapped)
    store.send(.destination(.counter(.incrementButtonTapped)))
    #expect(store.destination == .counter(Counter.State(count: 1)))
  }

  @Test func enumStateIsObservable() {
    var state = Parent.State(destination: .counter(Counter.State()))
    #expect(
      !notifies(&state, reading: { _ = $0.destination }) { state in
        state.destination?.modify(\.counter) { $0.count += 1 }
      }
    )
    #expect(notifies(&state, reading: { _ = $0.destination }, when: { $0.destination = .empty }))
  }

  @Test func dumpsShowTheFeaturesState() {
    var output = ""
    customDump(Parent.State(destination: .counter(Counter.State(count: 2))), to: &output)
    #expect(
      output == """
        Parent.State(
          destination: .counter(
            Counter.State(count: 2)
          )
        )
        """
    )
  }
}
