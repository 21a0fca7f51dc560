import ComposableArchitecture
import Testing

/// A `withLock` body may read the shared value it mutates, or a value derived from it, as
/// upstream's recursive lock allows.
@Suite struct SharedStorageTests {
  @Test func withLockBodyReadsTheSameSharedValue() {
    let count = Shared(value: 1)
    count.withLock { $0 = count.wrappedValue + 1 }
    #expect(count.wrappedValue == 2)
    var seen: [Int] = []
    count.withLock {
      seen.append(count.wrappedValue)
      $0 += 1
      seen.append(count.wrappedValue)
    }
    #expect(seen == [2, 3])
    #expect(count.wrappedValue == 3)
  }

  @Test func withLockBodyReadsTheSameKeyedSharedValue() {
    @Shared(.inMemory("SharedStorageTests.count")) var count = 1
    $count.withLock { $0 = count + 1 }
    #expect(count == 2)
  }

  @Test func withLockBodyReadsADerivedElement() throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(
      value: [SyncUp(id: 1), SyncUp(id: 2, title: "Design")]
    )
    let syncUp = try #require(Shared(syncUps[id: 2]))
    var titles: [String] = []
    syncUps.withLock {
      titles.append(syncUp.wrappedValue.title)
      $0[id: 2]?.title = "Engineering"
      titles.append(syncUp.wrappedValue.title)
    }
    #expect(titles == ["Design", "Engineering"])
    syncUps.withLock { _ = $0.remove(id: syncUp.wrappedValue.id) }
    #expect(syncUps.wrappedValue.ids == [1])
    #expect(syncUp.wrappedValue.title == "Engineering")
  }

  @Test func withLockBodyReadsADerivedMemberAndItsParent() {
    let syncUp = Shared(value: SyncUp(id: 1, title: "Design"))
    let title = syncUp.title
    syncUp.withLock { $0.title = title.wrappedValue + " review" }
    #expect(syncUp.wrappedValue.title == "Design review")
    title.withLock { $0 = "\(syncUp.wrappedValue.minutes) minutes of \($0)" }
    #expect(title.wrappedValue == "5 minutes of Design review")
  }

  @Test func withLockMutatesInPlace() {
    let numbers = Shared(value: Array(0..<1_000))
    let buffer = numbers.withLock { $0.withUnsafeBufferPointer { $0.baseAddress } }
    numbers.withLock { $0[500] += 1 }
    #expect(numbers.withLock { $0.withUnsafeBufferPointer { $0.baseAddress } } == buffer)
    #expect(numbers.wrappedValue[500] == 501)
  }
}
