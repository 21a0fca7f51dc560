import ComposableArchitecture
import IdentifiedCollections
import Testing

/// Which mutations of an `@ObservableState` struct notify `withObservationTracking` observers.
@Suite struct ObservableStateTrackingTests {
  @Test func mutatingAnotherFieldDoesNotNotify() {
    var state = Tutorial.CounterFeature.State()
    #expect(!notifies(&state, reading: { _ = $0.count }, when: { $0.fact = "A fact" }))
    #expect(!notifies(&state, reading: { _ = $0.count }, when: { $0.isLoading.toggle() }))
  }

  @Test func assigningTheFieldNotifies() {
    var state = Tutorial.CounterFeature.State()
    #expect(notifies(&state, reading: { _ = $0.count }, when: { $0.count = 1 }))
    #expect(state.count == 1)
  }

  @Test func modifyingTheFieldInPlaceNotifies() {
    var state = Tutorial.CounterFeature.State()
    #expect(notifies(&state, reading: { _ = $0.count }, when: { $0.count += 1 }))
    #expect(notifies(&state, reading: { _ = $0.isTimerRunning }, when: { $0.isTimerRunning.toggle() }))
    #expect(state.count == 1)
    #expect(state.isTimerRunning)
  }

  @Test func assigningAnEqualValueDoesNotNotify() {
    var state = Tutorial.CounterFeature.State(count: 3, fact: "Three")
    #expect(!notifies(&state, reading: { _ = $0.count }, when: { $0.count = 3 }))
    #expect(!notifies(&state, reading: { _ = $0.fact }, when: { $0.fact = "Three" }))
    #expect(notifies(&state, reading: { _ = $0.fact }, when: { $0.fact = nil }))
  }

  @Test func ignoredFieldsDoNotNotify() {
    var state = ParentFeature.State()
    #expect(!notifies(&state, reading: { _ = $0.ignored }, when: { $0.ignored += 1 }))
    #expect(state.ignored == 1)
  }

  @Test func replacingAChildWithANewStateNotifies() {
    var state = ParentFeature.State()
    #expect(notifies(&state, reading: { _ = $0.child }, when: { $0.child = ChildFeature.State() }))
  }

  @Test func assigningTheSameChildBackDoesNotNotifyTheParentField() {
    var state = ParentFeature.State()
    #expect(
      !notifies(&state, reading: { _ = $0.child }) { state in
        var child = state.child
        child.count = 5
        state.child = child
      }
    )
    #expect(state.child.count == 5)
  }

  @Test func mutatingInsideAChildNotifiesOnlyTheChildsFieldObservers() {
    var state = ParentFeature.State()
    #expect(!notifies(&state, reading: { _ = $0.child }, when: { $0.child.count += 1 }))
    #expect(notifies(&state, reading: { _ = $0.child.count }, when: { $0.child.count += 1 }))
    #expect(state.child.count == 2)
  }

  @Test func givingAChildANewIdentityInPlaceNotifies() {
    var state = ParentFeature.State()
    #expect(notifies(&state, reading: { _ = $0.child }, when: { $0.child._$willModify() }))
  }

  @Test func optionalChild() {
    var state = ParentFeature.State()
    #expect(
      notifies(&state, reading: { _ = $0.optionalChild }, when: { $0.optionalChild = .init() })
    )
    #expect(
      !notifies(&state, reading: { _ = $0.optionalChild }, when: { $0.optionalChild?.count += 1 })
    )
    #expect(
      notifies(&state, reading: { _ = $0.optionalChild?.count }, when: { $0.optionalChild?.count += 1 })
    )
    #expect(notifies(&state, reading: { _ = $0.optionalChild }, when: { $0.optionalChild = nil }))
    #expect(!notifies(&state, reading: { _ = $0.optionalChild }, when: { $0.optionalChild = nil }))
  }

  @Test func collectionsOfStates() {
    var state = ParentFeature.State(rows: [RowFeature.State(id: 1), RowFeature.State(id: 2)])
    #expect(!notifies(&state, reading: { _ = $0.rows }, when: { $0.rows[id: 1]?.title = "One" }))
    #expect(
      notifies(&state, reading: { _ = $0.rows[id: 2]?.title }, when: { $0.rows[id: 2]?.title = "Two" })
    )
    let sameRows = state.rows
    #expect(!notifies(&state, reading: { _ = $0.rows }, when: { $0.rows = sameRows }))
    #expect(
      notifies(&state, reading: { _ = $0.rows }, when: { $0.rows.append(RowFeature.State(id: 3)) })
    )
  }

  @Test func enumStates() {
    var state = ParentFeature.State(destination: .child(ChildFeature.State()))
    #expect(
      !notifies(&state, reading: { _ = $0.destination }) { state in
        let same = state.destination
        state.destination = same
      }
    )
    #expect(
      !notifies(&state, reading: { _ = $0.destination }, when: { $0.destination?.modify(\.child) { $0.count += 1 } })
    )
    #expect(
      notifies(&state, reading: { _ = $0.destination }, when: { $0.destination = .message("Hi") })
    )
    // A case whose payload is not observable state has no identity of its own: an equatable
    // enum state then compares by value.
    #expect(
      !notifies(&state, reading: { _ = $0.destination }, when: { $0.destination = .message("Hi") })
    )
    #expect(
      notifies(&state, reading: { _ = $0.destination }, when: { $0.destination = .message("Bye") })
    )
    #expect(notifies(&state, reading: { _ = $0.destination }, when: { $0.destination = .empty }))
    #expect(!notifies(&state, reading: { _ = $0.destination }, when: { $0.destination = .empty }))
  }

  /// Without `Equatable` nothing cheap tells whether such a payload changed: assigning or
  /// modifying it always notifies, so that observers never miss a change.
  @Test func nonEquatableEnumStates() {
    var state = LooseParentState(destination: .note(Note(text: "A")))
    #expect(
      notifies(&state, reading: { _ = $0.destination }, when: { $0.destination = .note(Note(text: "A")) })
    )
    #expect(
      notifies(&state, reading: { _ = $0.destination }, when: { $0.destination.modify(\.note) { $0.text = "B" } })
    )
    state.destination = .child(ChildFeature.State())
    #expect(
      !notifies(&state, reading: { _ = $0.destination }, when: { $0.destination.modify(\.child) { $0.count += 1 } })
    )
  }

  /// Modifying one row of a large collection in place must not copy the collection: the field's
  /// `_modify` keeps nothing of the old value while it yields.
  @Test func modifyingACollectionInPlaceDoesNotCopyIt() {
    var state = ParentFeature.State(
      rows: IdentifiedArray(uniqueElements: (0..<10_000).map { RowFeature.State(id: $0) }),
      numbers: Array(0..<10_000)
    )
    let numbersBuffer = state.numbers.withUnsafeBufferPointer { $0.baseAddress }
    state.numbers[5_000] += 1
    #expect(state.numbers.withUnsafeBufferPointer { $0.baseAddress } == numbersBuffer)

    let rowsBuffer = state.rows.elements.withUnsafeBufferPointer { $0.baseAddress }
    state.rows[id: 5_000]?.title = "Row"
    #expect(state.rows.elements.withUnsafeBufferPointer { $0.baseAddress } == rowsBuffer)
    #expect(state.rows[id: 5_000]?.title == "Row")
  }
}
