import ComposableArchitecture
import Testing

@testable import ComposableTerminal

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var hidden = 0
    var child = Child.State()
  }

  enum Action {
    case child(Child.Action)
    case hiddenChanged
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .child: break
      case .hiddenChanged: state.hidden += 1
      case .incrementButtonTapped: state.count += 1
      }
      return .none
    }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {
      var name = "child"
    }

    enum Action {
      case renamed(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .renamed(name): state.name = name
        }
        return .none
      }
    }
  }
}

struct TallyView: View {
  let store: StoreOf<Tally>

  var body: some View {
    Text("Count: \(store.count)")
    Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
  }
}

struct ChildView: View {
  let store: StoreOf<Tally.Child>

  var body: some View {
    Text("Name: \(store.name)")
  }
}

/// Redraws driven by a store: only state a frame read schedules the next one.
@MainActor
struct StoreRedrawTests {
  @Test func sendingAnActionThatChangesReadStateRedraws() {
    let store = Store(initialState: Tally.State()) { Tally() }
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) { TallyView(store: store) }
    store.send(.incrementButtonTapped)
    #expect(driver.needsRedraw)
    #expect(driver.text.hasPrefix("Count: 1"))
    driver.press("+")
    #expect(driver.text.hasPrefix("Count: 2"))
    #expect(driver.frameCount == 3)
  }

  @Test func stateTheViewDidNotReadDrawsNothing() {
    let store = Store(initialState: Tally.State()) { Tally() }
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) { TallyView(store: store) }
    store.send(.hiddenChanged)
    store.send(.child(.renamed("other")))
    #expect(!driver.needsRedraw)
    driver.redrawIfNeeded()
    #expect(driver.frameCount == 1)
  }

  @Test func aScopedViewTracksOnlyItsChildState() {
    let store = Store(initialState: Tally.State()) { Tally() }
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      ChildView(store: store.scope(state: \.child, action: \.child))
    }
    store.send(.incrementButtonTapped)
    store.send(.hiddenChanged)
    #expect(!driver.needsRedraw)
    store.send(.child(.renamed("renamed")))
    #expect(driver.needsRedraw)
    #expect(driver.text == "Name: renamed")
  }
}
