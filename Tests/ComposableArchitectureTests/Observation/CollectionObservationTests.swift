import ComposableArchitecture
import IdentifiedCollections
import Testing

/// Mutating one element of a collection of `@ObservableState` elements notifies the observers of
/// that element's field, and nobody else; changing which states the collection holds notifies
/// the collection's observers.
@Suite struct CollectionObservationTests {
  @Test func mutatingAnElementOfAnIdentifiedArray() {
    var state = CollectionsState()
    let title = observe { _ = state.rows[id: 2]?.title }
    let otherField = observe { _ = state.rows[id: 2]?.id }
    let element = observe { _ = state.rows[id: 2] }
    let collection = observe { _ = state.rows }
    let count = observe { _ = state.rows.count }
    let siblingTitle = observe { _ = state.rows[id: 1]?.title }
    let sibling = observe { _ = state.rows[id: 3] }
    state.rows[id: 2]?.title = "Two"
    #expect(state.rows[id: 2]?.title == "Two")
    #expect(title.value == 1)
    #expect(otherField.value == 0)
    #expect(element.value == 0)
    #expect(collection.value == 0)
    #expect(count.value == 0)
    #expect(siblingTitle.value == 0)
    #expect(sibling.value == 0)
  }

  @Test func mutatingAnElementOfAStack() {
    var state = CollectionsState()
    let title = observe { _ = state.path[id: 1]?.title }
    let element = observe { _ = state.path[id: 1] }
    let collection = observe { _ = state.path }
    let siblingTitle = observe { _ = state.path[id: 0]?.title }
    let sibling = observe { _ = state.path[id: 2] }
    state.path[id: 1]?.title = "Two"
    #expect(state.path[id: 1]?.title == "Two")
    #expect(title.value == 1)
    #expect(element.value == 0)
    #expect(collection.value == 0)
    #expect(siblingTitle.value == 0)
    #expect(sibling.value == 0)
  }

  @Test func mutatingAnElementOfAnArray() {
    var state = CollectionsState()
    let title = observe { _ = state.array[1].title }
    let element = observe { _ = state.array[1] }
    let collection = observe { _ = state.array }
    let siblingTitle = observe { _ = state.array[0].title }
    let sibling = observe { _ = state.array[2] }
    state.array[1].title = "Two"
    #expect(state.array[1].title == "Two")
    #expect(title.value == 1)
    #expect(element.value == 0)
    #expect(collection.value == 0)
    #expect(siblingTitle.value == 0)
    #expect(sibling.value == 0)
  }

  @Test func addingRemovingMovingOrReplacingElementsNotifiesTheCollection() {
    var state = CollectionsState()
    var collection = observe { _ = state.rows }
    state.rows.append(RowFeature.State(id: 4))
    #expect(collection.value == 1)

    collection = observe { _ = state.rows }
    state.rows.remove(id: 4)
    #expect(collection.value == 1)

    collection = observe { _ = state.rows }
    state.rows.swapAt(0, 1)
    #expect(collection.value == 1)

    // Same id, but another state: observers of the old element's fields must hear of it.
    collection = observe { _ = state.rows }
    let title = observe { _ = state.rows[id: 3]?.title }
    state.rows[id: 3] = RowFeature.State(id: 3, title: "Three")
    #expect(collection.value == 1)
    #expect(title.value == 1)

    collection = observe { _ = state.path }
    state.path.append(RowFeature.State(id: 4))
    #expect(collection.value == 1)

    collection = observe { _ = state.path }
    state.path.removeLast()
    #expect(collection.value == 1)

    collection = observe { _ = state.array }
    state.array[0] = RowFeature.State(id: 1)
    #expect(collection.value == 1)

    collection = observe { _ = state.array }
    state.array.reverse()
    #expect(collection.value == 1)
  }

  /// Writing an element back with changes keeps it the same state: only its field notifies.
  @Test func writingAModifiedCopyOfAnElementBack() {
    var state = CollectionsState()
    var row = state.array[0]
    row.title = "One"
    let collection = observe { _ = state.array }
    state.array[0] = row
    #expect(collection.value == 0)
    #expect(state.array[0].title == "One")
  }

  /// A collection of values that are not observable state has nothing finer to notify.
  @Test func collectionsOfPlainValuesNotifyOnEveryChange() {
    var state = CollectionsState()
    state.numbers = [1, 2, 3]
    let numbers = observe { _ = state.numbers }
    state.numbers[1] += 1
    #expect(numbers.value == 1)
  }

  /// Modifying one element of a large collection in place copies neither the collection nor
  /// the observers' bookkeeping: the collection keeps its buffer.
  @Test func mutatingAnElementDoesNotCopyTheCollection() {
    var state = CollectionsState(rowCount: 10_000)
    let arrayBuffer = state.array.withUnsafeBufferPointer { $0.baseAddress }
    state.array[5_000].title = "Row"
    #expect(state.array.withUnsafeBufferPointer { $0.baseAddress } == arrayBuffer)

    let rowsBuffer = state.rows.elements.withUnsafeBufferPointer { $0.baseAddress }
    state.rows[id: 5_000]?.title = "Row"
    #expect(state.rows.elements.withUnsafeBufferPointer { $0.baseAddress } == rowsBuffer)
  }
}
