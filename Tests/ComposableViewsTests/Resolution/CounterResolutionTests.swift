import ComposableArchitecture
@_spi(Rendering) import ComposableViews
import Observation
import Synchronization
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CounterResolutionTests {
  @Test func aViewResolvesToItsPrimitives() {
    let store = Store(initialState: Counter.State(count: 3)) { Counter() }

    #expect(Outline.of(CounterView(store: store)) == """
      .navigationTitle("Counter") {
        VStack(spacing: 1) {
          Text "Count: 3" bold
          HStack {
            Button "Decrement" (-)
            Button "Increment" (+)
          }
        }
      }
      """)
  }

  @Test func aButtonsHandlerSendsItsActionToTheStore() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let view = CounterView(store: store)

    let increment = try #require(button("Increment", in: ResolvedView.resolve(view)))
    #expect(increment.key == "+")
    increment.action()
    increment.action()
    try #require(button("Decrement", in: ResolvedView.resolve(view))).action()

    #expect(store.count == 1)
    #expect(Outline.of(view).contains(#"Text "Count: 1" bold"#))
  }

  @Test func aChangeToStateTheViewsReadCallsForANewResolution() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let view = CounterView(store: store)
    let changes = Changes()

    let tree = withObservationTracking { ResolvedView.resolve(view) } onChange: { changes.record() }
    store.send(.decrementButtonTapped)

    #expect(changes.count == 1)
    #expect(button("Increment", in: tree) != nil)
    #expect(Outline.of(view).contains(#"Text "Below zero" .red"#))
  }

  @Test func aChangeToStateTheViewsDidNotReadCallsForNothing() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = Changes()

    _ = withObservationTracking { ResolvedView.resolve(CounterView(store: store)) } onChange: {
      changes.record()
    }
    store.send(.loadingToggled)

    #expect(changes.count == 0)
  }

  @Test func identitiesAreStableFromOneResolutionToTheNext() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let view = CounterView(store: store)

    let first = ResolvedView.resolve(view).map(\.id)
    store.send(.incrementButtonTapped)
    let second = ResolvedView.resolve(view).map(\.id)

    #expect(first == second)
    #expect(first.count == 1)
  }
}

/// Counts observation changes, which may be reported on any thread.
final class Changes: Sendable {
  private let changes = Atomic(0)

  func record() { changes.add(1, ordering: .relaxed) }
  var count: Int { changes.load(ordering: .relaxed) }
}
