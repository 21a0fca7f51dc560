import Foundation
import Testing

@_spi(Hosting) @testable import Sharing

/// The saves a host waits for before it shows a change as done. Serialized, and each test waits
/// only for saves of its own (tagged with an owner of its own, or of its own shared values): the
/// saves under way are the process's, and other suites' `fileStorage` keys have some.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PendingSavesTests {
  struct Failure: Error {}

  /// What this test's saves are tagged with, and its checkpoints cover.
  private let owner = Owner()
  private final class Owner {}

  private func begin() -> PendingSave {
    PendingSaves.begin(storage: ObjectIdentifier(self.owner))
  }

  private var now: PendingSaves.Checkpoint {
    PendingSaves.Checkpoint(
      lastSave: PendingSaves.now.lastSave, storages: [ObjectIdentifier(self.owner)]
    )
  }

  @Test func aCheckpointCoversTheSavesBegunBeforeItAndNoLaterOnes() async {
    let first = self.begin()
    let checkpoint = self.now
    let later = self.begin()
    #expect(PendingSaves.isWaiting(for: checkpoint))
    first.finish()
    #expect(!PendingSaves.isWaiting(for: checkpoint))
    await PendingSaves.wait(for: checkpoint)
    #expect(PendingSaves.isWaiting(for: self.now))
    later.finish()
    first.finish()
  }

  @Test func aWaitEndsWhenTheSaveEnds() async {
    let save = self.begin()
    let checkpoint = self.now
    let waiting = Task { await PendingSaves.wait(for: checkpoint) }
    save.finish()
    await waiting.value
    #expect(!PendingSaves.isWaiting(for: checkpoint))
  }

  @Test func aSaveNobodyEndsEndsWhenReleased() {
    var save: PendingSave? = self.begin()
    let checkpoint = self.now
    #expect(PendingSaves.isWaiting(for: checkpoint))
    _ = save
    save = nil
    #expect(!PendingSaves.isWaiting(for: checkpoint))
  }

  /// A save that names no storage (a key's own `begin()`) is waited for by every checkpoint.
  @Test func aSaveOfNoKnownStorageIsEveryones() {
    let save = PendingSaves.begin()
    #expect(PendingSaves.isWaiting(for: self.now))
    save.finish()
    #expect(!PendingSaves.isWaiting(for: self.now))
  }

  /// A key's tracked continuation: the save is under way until it is resumed, and the shared
  /// value has the result (a failure is its `saveError`) by the time a host's wait ends.
  @Test func aTrackedSaveEndsOnceTheSharedValueHasItsResult() async {
    let key = HeldSaveKey()
    let shared = Shared(wrappedValue: 0, key)
    shared.withLock { $0 = 1 }
    let (_, reads) = SharedReads.collect { shared.wrappedValue }
    let checkpoint = PendingSaves.checkpoint(covering: reads)
    #expect(PendingSaves.isWaiting(for: checkpoint))
    key.continuations.withValue { $0.removeFirst() }.resume(throwing: Failure())
    await PendingSaves.wait(for: checkpoint)
    #expect(shared.saveError is Failure)
    #expect(!PendingSaves.isWaiting(for: checkpoint))
  }

  /// A host waits for the saves of what it showed, not for those of values it did not read: a
  /// tab that never showed a value whose database is unreachable does not wait for it.
  @Test func aCheckpointWaitsOnlyForTheSavesOfTheValuesItRead() async {
    let slowKey = HeldSaveKey()
    let slow = Shared(wrappedValue: 0, slowKey)
    let shownKey = HeldSaveKey()
    let shown = Shared(wrappedValue: 0, shownKey)
    slow.withLock { $0 = 1 }
    shown.withLock { $0 = 1 }
    let (_, reads) = SharedReads.collect { "\(shown.wrappedValue)" }
    let checkpoint = PendingSaves.checkpoint(covering: reads)
    #expect(PendingSaves.isWaiting(for: checkpoint))
    shownKey.continuations.withValue { $0.removeFirst() }.resume()
    // The other value's save is still under way, and not this checkpoint's.
    await PendingSaves.wait(for: checkpoint)
    #expect(!PendingSaves.isWaiting(for: checkpoint))
    let (_, both) = SharedReads.collect { (slow.wrappedValue, shown.wrappedValue) }
    #expect(PendingSaves.isWaiting(for: PendingSaves.checkpoint(covering: both)))
    slowKey.continuations.withValue { $0.removeFirst() }.resume()
  }

  /// Reads count for every collection under way on the task: a host's collection around a
  /// render, and one a view makes inside it.
  @Test func collectionsNestAndSeeReadsOfDerivedValues() {
    let first = Shared(wrappedValue: 1, HeldSaveKey())
    let second = Shared(wrappedValue: 0, HeldSaveKey())
    let (_, outer) = SharedReads.collect {
      let (_, inner) = SharedReads.collect { _ = SharedReader(first).wrappedValue }
      _ = second.saveError
      return inner
    }
    let (_, onlyFirst) = SharedReads.collect { _ = first.wrappedValue }
    let (_, onlySecond) = SharedReads.collect { _ = second.wrappedValue }
    var expected = onlyFirst
    expected.storages.formUnion(onlySecond.storages)
    #expect(outer == expected)
    #expect(onlyFirst != onlySecond)
    #expect(SharedReads.collect { 1 }.1 == SharedReads())
  }
}

/// A key whose saves are under way until the test resumes them, as a database's would be.
private final class HeldSaveKey: SharedKey, @unchecked Sendable {
  let continuations = LockedValue<[SaveContinuation]>([])
  var id: ObjectIdentifier { ObjectIdentifier(self) }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    let continuation = PendingSaves.track(continuation)
    self.continuations.withValue { $0.append(continuation) }
  }
}
