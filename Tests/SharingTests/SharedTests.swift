import ComposableArchitecture
import Foundation
import Observation
import Testing

@Suite struct SharedTests {
  @Test func withLockMutatesEveryCopy() {
    let count = Shared(value: 0)
    let copy = count
    count.withLock { $0 += 1 }
    #expect(copy.wrappedValue == 1)
    #expect(count.wrappedValue == 1)
  }

  @Test func derivedMembersReadAndWriteTheSameStorage() {
    let syncUp = Shared(value: SyncUp(id: 1, title: "Design"))
    let title = syncUp.title
    let otherTitle = syncUp.title
    title.withLock { $0 = "Engineering" }
    #expect(syncUp.wrappedValue.title == "Engineering")
    #expect(otherTitle.wrappedValue == "Engineering")
    syncUp.withLock { $0.title = "Product" }
    #expect(title.wrappedValue == "Product")
  }

  @Test func unwrappedElementOfASharedIdentifiedArray() throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1), SyncUp(id: 2)])
    let first = try #require(Shared(syncUps[id: 1]))
    let firstAgain = try #require(Shared(syncUps[id: 1]))
    first.withLock { $0.title = "Design" }
    #expect(syncUps.wrappedValue[id: 1]?.title == "Design")
    #expect(firstAgain.wrappedValue.title == "Design")
    #expect(Shared(syncUps[id: 3]) == nil)
  }

  @Test func removedElementKeepsItsLastValue() throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1, title: "Design")])
    let first = try #require(Shared(syncUps[id: 1]))
    syncUps.withLock { _ = $0.remove(id: 1) }
    #expect(first.wrappedValue.title == "Design")
    first.withLock { $0.title = "Gone" }
    #expect(first.wrappedValue.title == "Gone")
    first.withLock { $0.minutes += 1 }
    #expect(first.wrappedValue == SyncUp(id: 1, title: "Gone", minutes: 6))
    #expect(syncUps.wrappedValue.isEmpty)
  }

  @Test func arrayOfSharedElements() {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1), SyncUp(id: 2)])
    let elements = Array(syncUps)
    #expect(elements.map(\.id) == [1, 2])
    elements[1].withLock { $0.minutes = 10 }
    #expect(syncUps.wrappedValue[id: 2]?.minutes == 10)
    #expect(syncUps.elements.map(\.wrappedValue.minutes) == [5, 10])
  }

  @Test func readersFollowTheirShared() throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1)])
    let reader = SharedReader(syncUps)
    let count = syncUps.read { $0.count }
    let readers = Array(reader)
    let firstTitle = try #require(SharedReader(syncUps[id: 1])).title
    syncUps.withLock { $0[id: 1]?.title = "Design" }
    syncUps.withLock { _ = $0.append(SyncUp(id: 2)) }
    #expect(reader.wrappedValue.count == 2)
    #expect(count.wrappedValue == 2)
    #expect(readers.map(\.wrappedValue.title) == ["Design"])
    #expect(firstTitle.wrappedValue == "Design")
  }

  @Test func equalityHashAndIdentityAreByValue() {
    let a = Shared(value: SyncUp(id: 1, title: "A"))
    let b = Shared(value: SyncUp(id: 1, title: "A"))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a.id == 1)
    b.withLock { $0.title = "B" }
    #expect(a != b)
  }

  @Test func dumpsAsItsValue() {
    struct State: Equatable {
      @Shared var count: Int
      @SharedReader var title: String
    }
    let state = State(count: Shared(value: 3), title: SharedReader(value: "Design"))
    var dump = ""
    customDump(state, to: &dump)
    #expect(
      dump == """
        SharedTests.State(
          _count: 3,
          _title: "Design"
        )
        """
    )
  }

  @Test func dumpsNameRepeatedSharedValuesByIdentity() {
    struct State: Equatable {
      @Shared var count: Int
      @Shared var otherCount: Int
      @Shared var sameCount: Int
    }
    let count = Shared(value: 1)
    let state = State(count: count, otherCount: Shared(value: 2), sameCount: count)
    #expect(
      String(customDumping: state) == """
        SharedTests.State(
          _count: 1,
          _otherCount: #1 2,
          _sameCount: Int(↩︎)
        )
        """
    )
  }

  @Test func dumpsAProjectionAsItsRootsBackReference() {
    struct Stats: Equatable {
      var count = 0
    }
    struct State: Equatable {
      @Shared var count: Int
      @Shared var stats: Stats
    }
    let stats = Shared(value: Stats())
    // As upstream: a projection is identified by the storage it reads, so the root, dumped after
    // it, prints as a back-reference.
    #expect(
      String(customDumping: State(count: stats.count, stats: stats)) == """
        SharedTests.State(
          _count: 0,
          _stats: SharedTests.Stats(↩︎)
        )
        """
    )
  }

  @Test func descriptionNamesTheTypeAndWhereTheValueLives() {
    #expect(Shared(value: 0).description == "Shared<Int>(value: 0)")
    #expect(SharedReader(value: "a").description == #"SharedReader<String>(value: "a")"#)
    #expect(
      Shared(wrappedValue: 0, .inMemory("count")).description == #"Shared<Int>(.inMemory("count"))"#
    )
    #expect(
      Shared(wrappedValue: 0, .appStorage("count")).description
        == #"Shared<Int>(.appStorage("count"))"#
    )
    #expect(
      Shared(wrappedValue: 0, .fileStorage(URL(fileURLWithPath: "/tmp/count.json"))).description
        == "Shared<Int>(.fileStorage(file:///tmp/count.json))"
    )
    #expect(
      Shared(value: [1]).description == "Shared<[Int]>(value: [1])"
    )
    let syncUp = Shared(value: SyncUp(id: 1))
    #expect(
      syncUp.title.description
        == #"Shared<String>(value: SharingTests.SyncUp(id: 1, title: "", minutes: 5)"#
        + #"[dynamicMember: \SyncUp.title])"#
    )
  }

  @Test func aKeyWithADefaultDescribesItselfByItsKey() {
    let count = Shared(AppStorageKey<Int>.Default[.appStorage("count"), default: 0])
    #expect(count.description == #"Shared<Int>(.appStorage("count"))"#)
    #expect(SharedReader(count).description == #"SharedReader<Int>(.appStorage("count"))"#)
  }

  @Test func observersOfAnyHolderAreNotified() {
    let syncUp = Shared(value: SyncUp(id: 1))
    let holder = syncUp.title
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = syncUp.wrappedValue.title
    } onChange: {
      changed.setValue(true)
    }
    holder.withLock { $0 = "Design" }
    #expect(changed.value)
  }

  @Test func assigningTheProjectedValueRepointsEveryCopy() {
    struct State {
      @Shared var count: Int
    }
    let original = Shared(value: 1)
    let state = State(count: original)
    let copy = state
    let replacement = Shared(value: 5)
    state.$count = replacement
    #expect(state.count == 5)
    #expect(copy.count == 5)
    #expect(original.wrappedValue == 5)
    state.$count.withLock { $0 += 1 }
    #expect(replacement.wrappedValue == 6)
    #expect(copy.count == 6)
  }

  @Test func assigningTheProjectedValueNotifiesObserversOfTheValue() {
    struct State {
      @Shared var count: Int
      @SharedReader var total: Int
    }
    let state = State(count: Shared(value: 1), total: SharedReader(value: 1))
    let changed = LockIsolated<[String]>([])
    withObservationTracking {
      _ = state.count
    } onChange: {
      changed.withValue { $0.append("count") }
    }
    withObservationTracking {
      _ = state.total
    } onChange: {
      changed.withValue { $0.append("total") }
    }
    state.$count = Shared(value: 1)
    state.$total = SharedReader(value: 1)
    #expect(changed.value == ["count", "total"])
  }

  @Test func assigningAReadersProjectedValueRepointsEveryCopy() {
    let reader = SharedReader(value: 1)
    let copy = reader
    reader.projectedValue = SharedReader(value: 2)
    #expect(copy.wrappedValue == 2)
  }

  @Test func loadingAnotherKeyRepointsEveryCopy() async throws {
    let name = "repointed-\(UUID())"
    let other = Shared(wrappedValue: 7, .inMemory(name))
    let value = Shared(value: 1)
    let copy = value
    try await value.load(.inMemory(name))
    #expect(copy.wrappedValue == 7)
    copy.withLock { $0 = 8 }
    #expect(other.wrappedValue == 8)
    #expect(value.description == #"Shared<Int>(.inMemory("\#(name)"))"#)

    let fresh = Shared(value: 3)
    try await fresh.load(.inMemory("fresh-\(UUID())"))
    #expect(fresh.wrappedValue == 3)

    let reader = SharedReader(value: 0)
    try await reader.load(.inMemory(name))
    #expect(reader.wrappedValue == 8)
  }

  @Test func sendableWhateverTheValue() async {
    final class Counter {
      var count = 0
    }
    let counter = Shared(value: Counter())
    await Task.detached { counter.withLock { $0.count += 1 } }.value
    #expect(counter.wrappedValue.count == 1)
    let reader = SharedReader(counter)
    await Task.detached { _ = reader.wrappedValue.count }.value
  }

  @Test func sharedValuesAreObservable() {
    func observe(_ value: some Observable, _ read: () -> Void) -> LockIsolated<Bool> {
      let changed = LockIsolated(false)
      withObservationTracking(read) { changed.setValue(true) }
      return changed
    }
    let count = Shared(value: 0)
    let changed = observe(count) { _ = count.wrappedValue }
    count.withLock { $0 += 1 }
    #expect(changed.value)
    let reader = SharedReader(count)
    let readerChanged = observe(reader) { _ = reader.wrappedValue }
    count.withLock { $0 += 1 }
    #expect(readerChanged.value)
  }

  @available(*, deprecated)
  @Test func assigningTheWrappedValueWritesThroughTheLock() {
    struct State {
      @Shared var count: Int
    }
    let count = Shared(value: 0)
    let state = State(count: count)
    state.count = 1
    #expect(count.wrappedValue == 1)
    count.wrappedValue = 2
    #expect(state.count == 2)
  }

  @Test func projectedValueInitializer() {
    let count = Shared(value: 1)
    let other = Shared(projectedValue: count)
    other.withLock { $0 = 2 }
    #expect(count.wrappedValue == 2)
  }
}
