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
    #expect(String(describing: state.$count) == "Shared(3)")
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

  @Test func projectedValueInitializer() {
    let count = Shared(value: 1)
    let other = Shared(projectedValue: count)
    other.withLock { $0 = 2 }
    #expect(count.wrappedValue == 2)
  }
}
