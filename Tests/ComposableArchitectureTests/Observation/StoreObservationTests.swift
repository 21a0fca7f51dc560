import ComposableArchitecture
import Testing

/// A store of `@ObservableState` state tells observers about exactly the fields they read, which
/// is what lets a view redraw only when what it shows changes.
@MainActor
@Suite struct StoreObservationTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var fact: String?
      var child = ChildFeature.State()
    }
    enum Action {
      case child(Int)
      case factResponse(String)
      case incrementButtonTapped
      case resetChildButtonTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .child(count):
          state.child.count = count
        case let .factResponse(fact):
          state.fact = fact
        case .incrementButtonTapped:
          state.count += 1
        case .resetChildButtonTapped:
          state.child = ChildFeature.State()
        }
        return .none
      }
    }
  }

  /// Whether sending `action` notifies an observer that read what `read` reads from the store.
  func sending(
    _ action: Feature.Action,
    to store: StoreOf<Feature>,
    notifies read: (StoreOf<Feature>) -> Void
  ) -> Bool {
    let didChange = LockIsolated(false)
    withObservationTracking {
      read(store)
    } onChange: {
      didChange.setValue(true)
    }
    store.send(action)
    return didChange.value
  }

  @Test func observersOfAFieldAreToldWhenItChanges() {
    let store = Store(initialState: Feature.State()) { Feature() }
    #expect(sending(.incrementButtonTapped, to: store, notifies: { _ = $0.count }))
    #expect(store.count == 1)
  }

  @Test func observersOfAnotherFieldAreNot() {
    let store = Store(initialState: Feature.State()) { Feature() }
    #expect(!sending(.factResponse("A fact"), to: store, notifies: { _ = $0.count }))
    #expect(sending(.factResponse("Another fact"), to: store, notifies: { _ = $0.fact }))
  }

  @Test func childStoresAreObservedThroughTheChildsFields() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let childStore = store.scope(state: \.child, action: \.child)
    #expect(sending(.child(1), to: store, notifies: { _ in _ = childStore.state.count }))
    #expect(!sending(.child(2), to: store, notifies: { _ = $0.count }))
    #expect(!sending(.child(3), to: store, notifies: { _ = $0.child }))
    #expect(sending(.resetChildButtonTapped, to: store, notifies: { _ = $0.child }))
  }

  @Test func aStoreIsPerceptible() {
    let store = Store(initialState: Feature.State()) { Feature() }
    // Code written against swift-perception constrains to `Perceptible`.
    func perceivedCount(of model: some Perceptible & AnyObject, read: () -> Int) -> Int {
      read()
    }
    let didChange = LockIsolated(false)
    let count = withPerceptionTracking {
      perceivedCount(of: store) { store.count }
    } onChange: {
      didChange.setValue(true)
    }
    #expect(count == 0)
    store.send(.incrementButtonTapped)
    #expect(didChange.value)
  }
}
