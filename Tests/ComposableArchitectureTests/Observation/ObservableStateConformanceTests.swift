import ComposableArchitecture
import CustomDump
import Foundation
import Testing

/// The registrar `@ObservableState` adds takes no part in synthesized conformances.
@Suite struct ObservableStateConformanceTests {
  @Test func equatableComparesOnlyFields() {
    #expect(Tutorial.CounterFeature.State() == Tutorial.CounterFeature.State())
    #expect(Tutorial.CounterFeature.State(count: 1) != Tutorial.CounterFeature.State())
  }

  @Test func hashableHashesOnlyFields() {
    #expect(Tutorial.CounterFeature.State(count: 2).hashValue == Tutorial.CounterFeature.State(count: 2).hashValue)
    #expect(Set([Tutorial.CounterFeature.State(), Tutorial.CounterFeature.State()]).count == 1)
  }

  @Test func codableRoundTrips() throws {
    let state = Tutorial.CounterFeature.State(count: 42, fact: "The answer", isLoading: true)
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(Tutorial.CounterFeature.State.self, from: data) == state)
  }

  @Test func memberwiseInitializerTakesTheDeclaredFields() {
    let state = Tutorial.CounterFeature.State(count: 1, fact: "One", isLoading: false, isTimerRunning: true)
    #expect(state.count == 1)
    #expect(state.fact == "One")
    #expect(state.isTimerRunning)
  }
}

@Suite struct ObservableStateDeclarationTests {
  @Test func customInitializer() {
    var state = PublicState(id: 1, title: "One")
    #expect(state.subtitle == nil)
    #expect(notifies(&state, reading: { _ = $0.title }, when: { $0.title = "Uno" }))
    #expect(!notifies(&state, reading: { _ = $0.title }, when: { $0.subtitle = "First" }))
    #expect(state == PublicState(id: 1, title: "Uno").with { $0.subtitle = "First" })
  }

  @Test func genericState() {
    var state = GenericState(value: 1)
    #expect(notifies(&state, reading: { _ = $0.value }, when: { $0.value = 1 }))
    var output = ""
    customDump(state, to: &output)
    #expect(output == "GenericState(value: 1)")
  }
}

extension PublicState {
  fileprivate func with(_ update: (inout Self) -> Void) -> Self {
    var copy = self
    update(&copy)
    return copy
  }
}
