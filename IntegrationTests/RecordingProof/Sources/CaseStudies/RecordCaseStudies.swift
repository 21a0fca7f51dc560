import ComposableArchitecture
import Foundation

// Each case study driven through a recorded store, as a user would. The time a recording holds
// is the store's continuous clock: a test clock in each, advanced here only for the timer, so every
// run writes the same lines.

struct Offline: Error, CustomStringConvertible {
  var description: String { "The network is offline." }
}

/// Records a session of each case study into the folder: `notes.jsonl`, `fact.jsonl`,
/// `timer.jsonl`, `stack.jsonl` and `title.jsonl`.
@MainActor
public func recordCaseStudies(in folder: URL) async {
  await recordNotes(in: folder)
  await recordFact(in: folder)
  await recordTimer(in: folder)
  await recordStack(in: folder)
  await recordTitle(in: folder)
}

/// Waits until the store's state satisfies the condition: an effect's action arrives on the main
/// actor after the clock or the dependency it waited for answered.
@MainActor
private func waitUntil<State, Action>(
  _ store: Store<State, Action>, _ condition: (State) -> Bool
) async {
  for _ in 0..<10_000 where !condition(store.withState { $0 }) {
    await Task.yield()
  }
  precondition(condition(store.withState { $0 }), "the store never reached the expected state")
}

@MainActor
private func recordNotes(in folder: URL) async {
  let store = Store(initialState: NotesFeature.State()) {
    NotesFeature()._record(to: folder.appendingPathComponent("notes.jsonl"))
  } withDependencies: {
    $0.continuousClock = TestClock()
  }
  await store.send(.addButtonTapped).finish()
  await store.send(.editor(.presented(.titleChanged("Chores")))).finish()
  await store.send(.editor(.presented(.saveButtonTapped))).finish()
  await waitUntil(store) { $0.editor == nil && $0.notes == ["Chores"] }
}

@MainActor
private func recordFact(in folder: URL) async {
  let store = Store(initialState: FactFeature.State()) {
    FactFeature()._record(
      to: folder.appendingPathComponent("fact.jsonl"),
      dependencies: .results(of: \.factClient, named: "factClient")
    )
  } withDependencies: {
    $0.continuousClock = TestClock()
    $0.factClient.fetch = { number in
      guard number < 3 else { throw Offline() }
      return "\(number) is a good number."
    }
  }
  await store.send(.incrementButtonTapped).finish()
  await store.send(.incrementButtonTapped).finish()
  await store.send(.factButtonTapped).finish()
  await store.send(.incrementButtonTapped).finish()
  await store.send(.factButtonTapped).finish()
  await waitUntil(store) { $0.failure != nil }
}

@MainActor
private func recordTimer(in folder: URL) async {
  let clock = TestClock()
  let store = Store(initialState: TimerFeature.State()) {
    TimerFeature()._record(to: folder.appendingPathComponent("timer.jsonl"))
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.send(.toggleButtonTapped)
  for second in 1...3 {
    // The timer's effect starts sleeping on the clock before the first second goes by.
    await Task.megaYield()
    await clock.advance(by: .seconds(1))
    await waitUntil(store) { $0.seconds == second }
  }
  await store.send(.toggleButtonTapped).finish()
}

@MainActor
private func recordStack(in folder: URL) async {
  let store = Store(initialState: StackFeature.State()) {
    StackFeature()._record(to: folder.appendingPathComponent("stack.jsonl"))
  } withDependencies: {
    $0.continuousClock = TestClock()
  }
  await store.send(.path(.push(id: 0, state: CounterScreen.State()))).finish()
  await store.send(.path(.element(id: 0, action: .incrementButtonTapped))).finish()
  await store.send(.path(.push(id: 1, state: CounterScreen.State(count: 10)))).finish()
  await store.send(.path(.element(id: 1, action: .incrementButtonTapped))).finish()
  await store.send(.path(.popFrom(id: 1))).finish()
  await store.send(.path(.element(id: 0, action: .incrementButtonTapped))).finish()
}

/// What a user may type that a generated test must hold as text, never run as code: Swift's own
/// interpolation and raw-string delimiters, a line break, U+0000.
let hostileTitles = ["\\#(6*7)", "\"#", "\"##", "line\nbreak", "a\u{0}b"]

@MainActor
private func recordTitle(in folder: URL) async {
  let store = Store(initialState: TitleFeature.State()) {
    TitleFeature()._record(to: folder.appendingPathComponent("title.jsonl"))
  } withDependencies: {
    $0.continuousClock = TestClock()
  }
  for title in hostileTitles {
    store.send(.titleChanged(title))
    store.send(.showButtonTapped)
    store.send(.alert(.dismiss))
  }
  store.send(.showButtonTapped)
  store.send(.alert(.presented(.clear)))
  for mode in [TitleFeature.Mode.`init`, .`self`, .`Type`] {
    store.send(.modeChanged(mode))
  }
}
