import ComposableArchitecture
import IdentifiedCollections
import Testing

/// A store tells every observer of its state when a reducer replaces the root state as a whole,
/// or moves an enum state to another case or payload; and a reducer that mutates one row of a
/// collection notifies the observers of that row's field only.
@MainActor
@Suite struct StoreStateReplacementTests {
  @CasePathable
  enum Action {
    case child(Int)
    case rows(IdentifiedAction<Int, Int>)
    case reset
    case resetInPlace
    case replaceWithCopy
    case increment
    case replaceChildWithSibling
    case renameRow
    case renameStackElement
    case renameArrayElement
  }

  func siblingsStore() -> Store<SiblingsState, Action> {
    Store(initialState: SiblingsState(count: 1, child: ReplaceableState(count: 1))) {
      Reduce { state, action in
        switch action {
        case .reset:
          state = SiblingsState()
        case .resetInPlace:
          state.reset()
        case .replaceWithCopy:
          let copy = state
          state.replace(with: copy)
        case .increment:
          state.count += 1
        case .replaceChildWithSibling:
          state.child.replace(with: state.sibling)
        case .child, .rows, .renameRow, .renameStackElement, .renameArrayElement:
          break
        }
        return .none
      }
    }
  }

  @Test func assigningANewRootStateNotifiesObserversOfItsFields() {
    let store = siblingsStore()
    let count = observe { _ = store.count }
    let childCount = observe { _ = store.child.count }
    let state = observe { _ = store.state }
    store.send(.reset)
    #expect(store.count == 0)
    #expect(count.value == 1)
    #expect(childCount.value == 1)
    #expect(state.value == 1)
  }

  /// The store is told after the send, once the reducer no longer holds the state: an observer
  /// told of a replacement can read the store at once (it then sees the new state).
  @Test func anObserverToldOfAReplacementCanReadTheStore() {
    let store = siblingsStore()
    let countSeen = LockIsolated<Int?>(nil)
    withObservationTracking {
      _ = store.state
    } onChange: {
      // Observers are told on the main actor, within `send`.
      MainActor.assumeIsolated {
        let count = store.count
        countSeen.setValue(count)
      }
    }
    store.send(.reset)
    #expect(countSeen.value == 0)
  }

  @Test func resettingTheRootStateFromAMutatingMethodNotifies() {
    let store = siblingsStore()
    let childCount = observe { _ = store.child.count }
    store.send(.resetInPlace)
    #expect(store.child.count == 0)
    #expect(childCount.value == 1)
  }

  @Test func childStoresHearOfTheRootBeingReplaced() {
    let store = siblingsStore()
    let childStore = store.scope(state: \.child, action: \.child)
    let childCount = observe { _ = childStore.count }
    store.send(.reset)
    #expect(childCount.value == 1)
  }

  /// A copy of the root has the root's identity: nothing changed, nobody is told.
  @Test func mutatingOrReassigningTheSameRootStateDoesNotNotifyOtherFields() {
    let store = siblingsStore()
    let childCount = observe { _ = store.child.count }
    let state = observe { _ = store.state }
    store.send(.increment)
    store.send(.replaceWithCopy)
    #expect(childCount.value == 0)
    #expect(state.value == 0)
  }

  @Test func replacingAChildWithACopyOfItsSibling() {
    let store = siblingsStore()
    let childCount = observe { _ = store.child.count }
    let siblingCount = observe { _ = store.sibling.count }
    let count = observe { _ = store.count }
    store.send(.replaceChildWithSibling)
    #expect(store.child.count == 0)
    #expect(childCount.value == 1)
    #expect(siblingCount.value == 0)
    #expect(count.value == 0)
  }

  @Test func mutatingOneRowNotifiesObserversOfThatRowsFieldOnly() {
    let store = Store<CollectionsState, Action>(initialState: CollectionsState()) {
      Reduce { state, action in
        switch action {
        case .renameRow:
          state.rows[id: 2]?.title = "Two"
        case .renameStackElement:
          state.path[id: 1]?.title = "Two"
        case .renameArrayElement:
          state.array[1].title = "Two"
        default:
          break
        }
        return .none
      }
    }
    let rowTitle = observe { _ = store.rows[id: 2]?.title }
    let rows = observe { _ = store.rows }
    let row = observe { _ = store.rows[id: 2] }
    let siblingTitle = observe { _ = store.rows[id: 1]?.title }
    let rowStores = observe { _ = store.scope(state: \.rows, action: \.rows).count }
    store.send(.renameRow)
    #expect(rowTitle.value == 1)
    #expect(rows.value == 0)
    #expect(row.value == 0)
    #expect(siblingTitle.value == 0)
    #expect(rowStores.value == 0)

    let elementTitle = observe { _ = store.path[id: 1]?.title }
    let path = observe { _ = store.path }
    let siblingElement = observe { _ = store.path[id: 0]?.title }
    store.send(.renameStackElement)
    #expect(elementTitle.value == 1)
    #expect(path.value == 0)
    #expect(siblingElement.value == 0)

    let arrayTitle = observe { _ = store.array[1].title }
    let array = observe { _ = store.array }
    let arraySibling = observe { _ = store.array[2].title }
    store.send(.renameArrayElement)
    #expect(arrayTitle.value == 1)
    #expect(array.value == 0)
    #expect(arraySibling.value == 0)
  }
}

/// An enum root state notifies observers of `store.state` when it changes case, or payload.
@MainActor
@Suite struct StoreEnumStateObservationTests {
  @ObservableState
  struct CountState: Equatable {
    var count = 0
    static let one = CountState(count: 1)
  }

  @CasePathable
  @ObservableState
  enum EnumState: Equatable {
    case count(CountState)
    case anotherCount(CountState)
    case int(Int)
  }

  func store(_ initialState: EnumState) -> Store<EnumState, EnumState> {
    Store(initialState: initialState) {
      Reduce { state, action in
        switch action {
        case .count(.one) where state.is(\.count):
          state.modify(\.count) { $0.count += 1 }
        default:
          state = action
        }
        return .none
      }
    }
  }

  @Test func changingCaseAroundTheSameStateNotifies() {
    let store = store(.count(.one))
    let state = observe { _ = store.state }
    store.send(.anotherCount(.one))
    #expect(state.value == 1)
    #expect(store.state == .anotherCount(.one))
  }

  @Test func changingThePayloadOfACaseWithoutObservableStateNotifies() {
    let store = store(.int(0))
    let state = observe { _ = store.state }
    store.send(.int(1))
    #expect(state.value == 1)
    #expect(store.state == .int(1))
  }

  @Test func assigningTheSameValueDoesNotNotify() {
    let intStore = store(.int(1))
    let intState = observe { _ = intStore.state }
    intStore.send(.int(1))
    #expect(intState.value == 0)

    let countStore = store(.anotherCount(.one))
    let countState = observe { _ = countStore.state }
    countStore.send(.anotherCount(.one))
    #expect(countState.value == 0)
  }

  @Test func changingToAnotherStateOfTheSameCaseNotifies() {
    let store = store(.anotherCount(.one))
    let state = observe { _ = store.state }
    store.send(.anotherCount(CountState(count: 1)))
    #expect(state.value == 1)
  }

  /// The payload tracks its own fields: modifying it in place notifies their observers, not
  /// observers of the store's state as a whole.
  @Test func modifyingThePayloadInPlaceNotifiesItsFieldsOnly() {
    let store = store(.count(CountState()))
    let state = observe { _ = store.state }
    let count = observe { _ = store.state[case: \.count]?.count }
    store.send(.count(.one))
    #expect(store.state == .count(CountState(count: 1)))
    #expect(state.value == 0)
    #expect(count.value == 1)
  }

  /// Without `Equatable`, nothing tells whether a payload that is not observable state changed:
  /// every send notifies.
  @Test func aNonEquatableStateInACaseWithoutObservableStateAlwaysNotifies() {
    let store = Store<LooseDestination, Void>(initialState: .note(Note(text: "A"))) {
      Reduce { _, _ in .none }
    }
    let state = observe { _ = store.state }
    store.send(())
    #expect(state.value == 1)
  }
}
