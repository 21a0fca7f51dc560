import ComposableArchitecture
import Testing

/// Replacing a whole `@ObservableState` value (`self = other` in a mutating method) notifies the
/// observers of its fields, through the parent's field that holds it.
@Suite struct StateReplacementObservationTests {
  @Test func resettingAChildNotifiesObserversOfItsFields() {
    var state = SiblingsState(child: ReplaceableState(count: 42))
    let childCount = observe { _ = state.child.count }
    let child = observe { _ = state.child }
    let siblingCount = observe { _ = state.sibling.count }
    let parentCount = observe { _ = state.count }
    state.child.reset()
    #expect(state.child.count == 0)
    #expect(childCount.value == 1)
    #expect(child.value == 1)
    #expect(siblingCount.value == 0)
    #expect(parentCount.value == 0)
  }

  @Test func replacingAChildWithAnotherStateNotifiesObserversOfItsFields() {
    var state = SiblingsState(child: ReplaceableState(count: 1))
    let childCount = observe { _ = state.child.count }
    let siblingCount = observe { _ = state.sibling.count }
    state.child.replace(with: ReplaceableState(count: 2))
    #expect(state.child.count == 2)
    #expect(childCount.value == 1)
    #expect(siblingCount.value == 0)
  }

  /// The sibling is a copy of the child, so it has the child's identity: only the replacement
  /// itself tells that the child changed.
  @Test func replacingAChildWithACopyOfItsSiblingNotifiesObserversOfItsFields() {
    let child = ReplaceableState(count: 1)
    var copy = child
    copy.count = 2
    var state = SiblingsState(child: child, sibling: copy)
    #expect(state.child._$id == state.sibling._$id)
    let childCount = observe { _ = state.child.count }
    let siblingCount = observe { _ = state.sibling.count }
    state.child.replace(with: state.sibling)
    #expect(state.child.count == 2)
    #expect(state.sibling.count == 2)
    #expect(childCount.value == 1)
    #expect(siblingCount.value == 0)
  }

  @Test func modifyingAChildInPlaceKeepsItsIdentityAndDoesNotNotifyTheParentsField() {
    var state = SiblingsState()
    let id = state.child._$id
    let child = observe { _ = state.child }
    let childCount = observe { _ = state.child.count }
    state.child.count += 1
    #expect(state.child._$id == id)
    #expect(child.value == 0)
    #expect(childCount.value == 1)
  }

  /// A mutating method that replaces the value and then changes it in place still counts as a
  /// replacement, and the value keeps the identity it was replaced with.
  @Test func replacingThenModifyingInOneMethod() {
    var state = SiblingsState()
    let other = ReplaceableState(count: 5)
    let childCount = observe { _ = state.child.count }
    state.child.replace(with: other)
    state.child.count += 1
    #expect(childCount.value == 1)
    #expect(state.child._$id == other._$id)
  }

  @Test func optionalChild() {
    var state = SiblingsState(optionalChild: ReplaceableState(count: 42))
    let id = state.optionalChild?._$id
    let count = observe { _ = state.optionalChild?.count }
    state.optionalChild?.count += 1
    #expect(count.value == 1)
    #expect(state.optionalChild?._$id == id)

    let optionalChild = observe { _ = state.optionalChild }
    let countAgain = observe { _ = state.optionalChild?.count }
    state.optionalChild?.reset()
    #expect(state.optionalChild?.count == 0)
    #expect(optionalChild.value == 1)
    #expect(countAgain.value == 1)

    let copy = state.optionalChild!
    let countOfCopy = observe { _ = state.optionalChild?.count }
    state.optionalChild?.replace(with: copy)
    #expect(countOfCopy.value == 1)

    state.optionalChild = nil
    let absent = observe { _ = state.optionalChild }
    state.optionalChild?.reset()
    #expect(absent.value == 0)
  }

  /// A child replaced two levels down notifies through its own parent's field; the levels above
  /// were modified, not replaced.
  @Test func grandchildReplacedTwoLevelsDown() {
    var state = GrandparentState(parent: SiblingsState(child: ReplaceableState(count: 3)))
    let parentID = state.parent._$id
    let count = observe { _ = state.parent.child.count }
    let parent = observe { _ = state.parent }
    state.parent.child.reset()
    #expect(state.parent.child.count == 0)
    #expect(count.value == 1)
    #expect(parent.value == 0)
    #expect(state.parent._$id == parentID)

    let parentCount = observe { _ = state.parent.count }
    state.parent.reset()
    #expect(parentCount.value == 1)
  }
}
