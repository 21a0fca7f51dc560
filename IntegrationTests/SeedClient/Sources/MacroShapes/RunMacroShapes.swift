import ComposableArchitecture
import Foundation

/// Runs every macro shape in real stores and returns what did not behave as upstream's does.
@MainActor
public func runMacroShapes() async -> [String] {
  var failures: [String] = []
  func check(_ condition: Bool, _ description: String) {
    if !condition { failures.append(description) }
  }

  // Synthesized `State`, `Action` and `body`.
  let inert = Store(initialState: Inert.State()) { Inert() }
  check(inert.state == Inert.State(), "Inert: synthesized State is Equatable")
  let encoded = try? JSONEncoder().encode(Inert.State())
  check(encoded.flatMap { try? JSONDecoder().decode(Inert.State.self, from: $0) } != nil, "Inert: Codable")
  check(Set([Inert.State(), Inert.State()]).count == 1, "Inert: Hashable")
  let label = Store(initialState: Label.State()) { Label() }
  check(label.text == "Hello", "Label: state read through the store")
  let ping = Store(initialState: Ping.State()) { Ping() }
  ping.send(.ping)
  check(Ping.Action.ping.is(\.ping), "Ping: Action is case-pathable")

  // View actions, ignored and presented fields, a dependency client.
  let counter = Store(initialState: Counter.State()) {
    Counter()
  } withDependencies: {
    $0.numberFact.fetch = { "\($0) is a number." }
  }
  let view = CounterView(store: counter)
  view.incrementButtonTapped()
  view.send(.incrementButtonTapped)
  check(counter.count == 2 && counter.withState(\.taps) == 2, "Counter: view actions")
  await view.send(.factButtonTapped).finish()
  check(counter.fact == "2 is a number.", "Counter: effect through @DependencyClient")
  view.send(.showStepperButtonTapped)
  counter.send(.destination(.presented(.stepper(.incrementButtonTapped))))
  check(counter.destination == .stepper(Stepper.State(value: 1)), "Counter: @Presents destination")
  counter.send(.destination(.dismiss))
  check(counter.destination == nil, "Counter: dismissing the destination")

  // Enum reducers: generated, with conformances from extensions, and hand-written.
  let path = Store(initialState: Path.State.stepper(Stepper.State())) { Path.body }
  path.send(.stepper(.incrementButtonTapped))
  check(path.state == .stepper(Stepper.State(value: 1)), "Path: runs the case's feature")
  check(Path.Action.stepper(.incrementButtonTapped) == .stepper(.incrementButtonTapped), "Path: Action: Equatable")
  let pathData = try? JSONEncoder().encode(path.state)
  check(
    pathData.flatMap { try? JSONDecoder().decode(Path.State.self, from: $0) } == path.state,
    "Path: State: Codable round trip"
  )
  check(Set([Path.State.inert(Inert.State()), .inert(Inert.State())]).count == 1, "Path: State: Hashable")
  if case let .stepper(stepperStore) = path.case {
    stepperStore.send(.incrementButtonTapped)
    check(stepperStore.value == 2, "Path: case scope")
  } else {
    check(false, "Path: case scope")
  }
  let manual = Store(initialState: Manual.State.stepper(Stepper.State())) { Manual.body }
  manual.send(.stepper(.incrementButtonTapped))
  check(manual.state == .label(Label.State(text: "one")), "Manual: hand-written body")
  check(manual.label?.text == "one", "Manual: hand-written State's dynamic member lookup")

  // An existential reducer in a builder, and a chain of dependency overrides.
  let wrapper = Store(initialState: Wrapper.State()) {
    Wrapper()
      .dependency(\.numberFact, NumberFactClient(fetch: { _ in "overridden" }))
      .dependency(\.continuousClock, ImmediateClock())
  }
  wrapper.send(.stepper(.incrementButtonTapped))
  check(wrapper.stepper.value == 1, "Wrapper: existential child reducer")
  await wrapper.send(.fetch).finish()
  check(wrapper.fact == "overridden", "Wrapper: dependency chain")

  check(Route.detail(id: 1)[case: \.detail] == 1, "Route: @CasePathable")
  return failures
}
